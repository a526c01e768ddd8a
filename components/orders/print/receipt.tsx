import { amountInWords } from '@/lib/shared/invoices/amount-in-words';
import { formatRate } from '@/lib/shared/invoices/tax-rates';
import { documentTitle, type InvoiceDocument } from '@/lib/shared/invoices/types';
import { stateLabel } from '@/lib/shared/gst/states';
import { COUNTER_PAYMENT_LABELS } from '@/lib/shared/counter/payment-methods';
import { formatPrice, paiseToString, toPaise } from '@/lib/shared/money';
import type { CounterPayment } from '@/lib/shared/orders/types';
import { formatOrderTime } from '../order-time';

const rupees = (paise: number) => formatPrice(paiseToString(paise));

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <p className={`flex justify-between gap-2 ${strong ? 'text-[13px] font-bold' : ''}`}>
      <span>{label}</span>
      <span className="tabular-nums">{value}</span>
    </p>
  );
}

/**
 * The invoice on an 80 mm till roll: the same record as the PDF, in one narrow column (72 mm of
 * print). Lays out what the invoice holds (a discounted line: its price, then the discount that
 * brings it to what was paid) and, for a counter sale, how it was paid; computes nothing else.
 */
export function Receipt({
  doc,
  payments = [],
}: {
  doc: InvoiceDocument;
  /** A counter sale's payments (cash given and change); none for a web order. */
  payments?: readonly CounterPayment[];
}) {
  const t = doc.totals;
  return (
    <article
      data-testid="receipt"
      className="mx-auto w-[72mm] bg-white p-2 font-mono text-[11px] leading-snug text-black"
    >
      <header className="border-b border-dashed border-black pb-1 text-center">
        <p className="text-[13px] font-bold">{doc.seller.name}</p>
        <p>{doc.seller.address}</p>
        {doc.seller.gstin ? <p>GSTIN {doc.seller.gstin}</p> : null}
        <p className="mt-1 font-bold uppercase">{documentTitle(doc)}</p>
        <p>{doc.number}</p>
        <p>
          {formatOrderTime(doc.issuedAt)} · Order {doc.orderNumber}
        </p>
      </header>
      <p className="border-b border-dashed border-black py-1">
        {doc.buyer.name}
        <br />
        {doc.buyer.gstin ? (
          <>
            GSTIN {doc.buyer.gstin}
            <br />
          </>
        ) : null}
        Place of supply: {stateLabel(doc.placeOfSupply)}
      </p>
      <ul className="border-b border-dashed border-black py-1">
        {doc.lines.map((l, i) => (
          <li key={i} className="py-0.5">
            <p>
              {l.description}
              {l.size ? ` (${l.size})` : ''}
            </p>
            <Row
              label={`${l.qty} × ${paiseToString(l.unitPricePaise)}`}
              value={paiseToString(l.unitPricePaise * l.qty)}
            />
            {l.totalPaise !== l.unitPricePaise * l.qty ? (
              <Row
                label="Discount"
                value={`−${paiseToString(l.unitPricePaise * l.qty - l.totalPaise)}`}
              />
            ) : null}
            {doc.document === 'tax_invoice' ? (
              <p className="text-[10px]">
                HSN {l.hsn} · {formatRate(l.rateBp)} · taxable {paiseToString(l.taxablePaise)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="border-b border-dashed border-black py-1">
        {doc.document === 'tax_invoice' ? (
          <>
            <Row label="Taxable value" value={rupees(t.taxablePaise)} />
            {doc.intraState ? (
              <>
                <Row label="CGST" value={rupees(t.cgstPaise)} />
                <Row label="SGST" value={rupees(t.sgstPaise)} />
              </>
            ) : (
              <Row label="IGST" value={rupees(t.igstPaise)} />
            )}
          </>
        ) : null}
        <Row label="Total" value={rupees(t.totalPaise)} strong />
        <p className="text-[10px]">{amountInWords(t.totalPaise)}</p>
      </div>
      {payments.length ? (
        <div className="border-b border-dashed border-black py-1" data-testid="receipt-payments">
          {payments.map((p) => (
            <div key={p.method}>
              <Row
                label={`Paid by ${COUNTER_PAYMENT_LABELS[p.method]}`}
                value={rupees(toPaise(p.amount))}
              />
              {p.tendered !== null && p.change !== null && toPaise(p.change) > 0 ? (
                <>
                  <Row label="Cash given" value={rupees(toPaise(p.tendered))} />
                  <Row label="Change" value={rupees(toPaise(p.change))} />
                </>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
      <footer className="pt-1 text-center text-[10px]">
        {doc.document === 'tax_invoice' ? <p>Tax payable on reverse charge: No</p> : null}
        {doc.seller.scheme === 'composition' ? (
          <p>Composition taxable person, not eligible to collect tax on supplies.</p>
        ) : null}
        <p className="mt-1">Thank you for shopping with us!</p>
      </footer>
    </article>
  );
}
