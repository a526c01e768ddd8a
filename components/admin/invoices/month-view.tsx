import Link from 'next/link';
import { countText } from '@/lib/shared/counts';
import { stateLabel } from '@/lib/shared/gst/states';
import type { HsnRow } from '@/lib/shared/invoices/hsn-summary';
import { adminDocumentPdfHref } from '@/lib/shared/invoices/order-documents';
import { formatRate } from '@/lib/shared/invoices/tax-rates';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import type { AccountantMonth, MonthDocument } from '@/lib/server/invoices/month';
import { formatOrderDate, formatOrderTime } from '@/components/orders/order-time';

const rupees = (paise: number) => formatPrice(paiseToString(paise));
const card = 'rounded-2xl border border-line bg-surface p-4';
const link = 'font-semibold text-brand underline-offset-2 hover:underline';

/** "credit note for SPM/25-26/0042 of 3 Jan (return)", "exchange invoice", "". */
function documentNote(d: MonthDocument): string {
  if (d.kind === 'invoice') return d.returnId === null ? '' : ' exchange invoice';
  const of = d.originalNumber
    ? ` for ${d.originalNumber}${d.originalIssuedAt ? ` of ${formatOrderDate(d.originalIssuedAt)}` : ''}`
    : '';
  return ` credit note${of} (${d.returnId === null ? 'order cancelled' : 'return'})`;
}

/** "3 pieces", "1 pair", "-1 piece" (credited). */
function quantity(h: HsnRow): string {
  return h.uqc === 'PRS' ? countText(h.qty, 'pair', 'pairs') : countText(h.qty, 'piece', 'pieces');
}

/**
 * The month's figures: totals, the summary by place of supply and rate, the HSN-wise summary,
 * every document (its number opens its PDF, its order number the order's page).
 */
export function MonthView({ month }: { month: AccountantMonth }) {
  const t = month.totals;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="month-totals">
        {(
          [
            ['Taxable value', t.taxablePaise],
            ['CGST', t.cgstPaise],
            ['SGST', t.sgstPaise],
            ['IGST', t.igstPaise],
            ['Total', t.totalPaise],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className={card}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{rupees(value)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="summary-heading" className={card}>
        <h2 id="summary-heading" className="font-semibold text-ink">
          B2C summary by place of supply and rate
        </h2>
        <p className="text-sm text-muted">
          Credit notes are taken off. For the monthly return’s B2C (small) table.
        </p>
        {month.summary.length ? (
          <ul className="mt-3 divide-y divide-line text-sm" data-testid="month-summary">
            {month.summary.map((s) => (
              <li
                key={`${s.placeOfSupply}-${s.rateBp}`}
                className="grid gap-1 py-2 sm:grid-cols-6 sm:gap-3"
              >
                <span className="font-medium sm:col-span-2">
                  {stateLabel(s.placeOfSupply)} · {formatRate(s.rateBp)}
                </span>
                <span className="tabular-nums">Taxable {rupees(s.taxablePaise)}</span>
                <span className="tabular-nums">
                  {s.igstPaise ? `IGST ${rupees(s.igstPaise)}` : `CGST ${rupees(s.cgstPaise)}`}
                </span>
                <span className="tabular-nums">
                  {s.igstPaise ? '' : `SGST ${rupees(s.sgstPaise)}`}
                </span>
                <span className="font-semibold tabular-nums">{rupees(s.totalPaise)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">Nothing was invoiced this month.</p>
        )}
      </section>

      <section aria-labelledby="hsn-heading" className={card}>
        <h2 id="hsn-heading" className="font-semibold text-ink">
          HSN-wise summary
        </h2>
        <p className="text-sm text-muted">
          By HSN code and rate, credit notes taken off; a delivery charge counts with the goods it
          was sent with. For the monthly return’s HSN table (no cess).
        </p>
        {month.hsn.length ? (
          <ul className="mt-3 divide-y divide-line text-sm" data-testid="month-hsn">
            {month.hsn.map((h) => (
              <li key={`${h.hsn}-${h.rateBp}`} className="grid gap-1 py-2 sm:grid-cols-6 sm:gap-3">
                <span className="sm:col-span-2">
                  <span className="font-medium tabular-nums">
                    HSN {h.hsn} · {formatRate(h.rateBp)}
                  </span>
                  <span className="block text-muted">{h.description}</span>
                </span>
                <span className="tabular-nums">
                  {quantity(h)} ({h.uqc})
                </span>
                <span className="tabular-nums">Taxable {rupees(h.taxablePaise)}</span>
                <span className="tabular-nums">
                  {h.igstPaise
                    ? `IGST ${rupees(h.igstPaise)}`
                    : `CGST ${rupees(h.cgstPaise)} · SGST ${rupees(h.sgstPaise)}`}
                </span>
                <span className="font-semibold tabular-nums">{rupees(h.totalPaise)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm">Nothing was invoiced this month.</p>
        )}
      </section>

      <section aria-labelledby="documents-heading" className={card}>
        <h2 id="documents-heading" className="font-semibold text-ink">
          Invoices and credit notes ({month.documents.length})
        </h2>
        <ul className="mt-2 divide-y divide-line text-sm" data-testid="month-documents">
          {month.documents.map((d) => (
            <li
              key={d.number}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="min-w-0">
                <a
                  href={adminDocumentPdfHref(d.orderNumber, d)}
                  target="_blank"
                  rel="noopener"
                  className={link}
                >
                  {d.number}
                  <span className="sr-only"> (PDF, opens in a new tab)</span>
                </a>
                {d.kind === 'credit_note' ? (
                  <span className="text-danger">{documentNote(d)}</span>
                ) : d.returnId !== null ? (
                  <span className="text-muted">{documentNote(d)}</span>
                ) : null}
                <span className="block text-muted">
                  {formatOrderTime(d.issuedAt)} ·{' '}
                  <Link href={`/admin/orders/${d.orderNumber}`} className={link}>
                    {d.orderNumber}
                  </Link>{' '}
                  · {d.buyerName} · {stateLabel(d.placeOfSupply)}
                </span>
              </span>
              <span className="font-semibold tabular-nums">
                {d.kind === 'credit_note' ? '−' : ''}
                {rupees(d.totalPaise)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
