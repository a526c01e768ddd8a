// The reorder page's other findings: sizes in stock that never sell, sizes that keep coming back
// for their fit (with the way to a fit note), and how the figures are worked out.
import Link from 'next/link';
import type { FitReturns, IdleSize } from '@/lib/server/reorder/read';
import {
  FIT_RETURNS_DAYS,
  FIT_RETURNS_NOTE_AT,
  formulaText,
  NEVER_SELLS_DAYS,
  sizeLabel,
  type ReorderDays,
} from '@/lib/shared/reorder/rules';

const card = 'space-y-3 rounded-2xl border border-line bg-surface p-4';
const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

export function NeverSell({ rows, total }: { rows: IdleSize[]; total: number }) {
  return (
    <section aria-labelledby="idle-heading" className={card}>
      <h2 id="idle-heading" className="font-semibold text-ink">
        Sizes that never sell
      </h2>
      <p className="text-sm text-muted">
        In stock, and not one piece sold in {NEVER_SELLS_DAYS} days: a size not to order again, or
        to put on sale.
        {total > rows.length ? ` The ${rows.length} with most pieces of ${total}.` : ''}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-ink">None: every size in stock sold lately.</p>
      ) : (
        <ul className="divide-y divide-line text-sm" data-testid="never-sell">
          {rows.map((r) => (
            <li key={`${r.productId}-${r.size}`} className="flex justify-between gap-3 py-2">
              <Link
                href={`/admin/products/${r.productId}/ledger`}
                className="min-w-0 text-ink hover:text-brand hover:underline"
              >
                {r.name} <span className="font-semibold">{sizeLabel(r.size)}</span>
              </Link>
              <span className="shrink-0 tabular-nums text-muted">{r.stock} in stock</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ReturnedForFit({ rows }: { rows: FitReturns[] }) {
  return (
    <section aria-labelledby="fit-heading" className={card}>
      <h2 id="fit-heading" className="font-semibold text-ink">
        Returned for fit
      </h2>
      <p className="text-sm text-muted">
        Sizes sent back as too small or too big {FIT_RETURNS_NOTE_AT} times or more in{' '}
        {FIT_RETURNS_DAYS} days.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-ink">None yet.</p>
      ) : (
        <ul className="space-y-3 text-sm" data-testid="fit-returns">
          {rows.map((r) => {
            const small = r.tooSmall >= r.tooBig;
            return (
              <li key={`${r.productId}-${r.size}`} className="space-y-1">
                <p className="text-ink">
                  <span className="font-semibold">
                    {r.name}, {sizeLabel(r.size)}:
                  </span>{' '}
                  {small
                    ? `returned as too small ${times(r.tooSmall)}: it runs small.`
                    : `returned as too big ${times(r.tooBig)}: it runs big.`}
                </p>
                <p className="text-muted">
                  {r.fitNote ? `Its fit note says “${r.fitNote}”. ` : 'Add a fit note, such as '}
                  {!r.fitNote &&
                    (small
                      ? '“Runs small: take one size up”. '
                      : '“Runs big: take one size down”. ')}
                  <Link
                    href={`/admin/products/${r.productId}/edit#fit_note`}
                    className="font-semibold text-brand hover:underline"
                  >
                    {r.fitNote ? 'Edit the fit note' : 'Add a fit note'}
                  </Link>{' '}
                  or check the{' '}
                  <Link
                    href="/admin/size-charts"
                    className="font-semibold text-brand hover:underline"
                  >
                    size chart
                  </Link>
                  .
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function ReorderFormula({ days }: { days: ReorderDays }) {
  return (
    <section aria-labelledby="formula-heading" className="space-y-1 text-sm text-muted">
      <h2 id="formula-heading" className="font-semibold text-ink">
        How it is worked out
      </h2>
      {formulaText(days).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        The days are in{' '}
        <Link href="/admin/settings" className="font-semibold text-brand hover:underline">
          Settings › Reorder
        </Link>
        .
      </p>
    </section>
  );
}
