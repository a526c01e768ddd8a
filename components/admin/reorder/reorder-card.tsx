// One size on the reorder list: what to order at the top, then the figures it comes from. A
// card on a phone, the same card in a grid on wider screens.
import Link from 'next/link';
import {
  coverText,
  LONG_DAYS,
  paceText,
  SHORT_DAYS,
  sizeLabel,
  type ReorderRow,
} from '@/lib/shared/reorder/rules';

/** How soon the size runs out, as a colour: gone, within a week, within a fortnight, later. */
function urgency(cover: number | null): { label: string; tone: string } {
  if (cover === null) return { label: '', tone: 'border-line' };
  if (cover < 1) return { label: 'Out of stock', tone: 'border-danger/50 bg-danger/5' };
  if (cover < 7) return { label: 'Runs out this week', tone: 'border-accent/60 bg-accent-soft/40' };
  if (cover < 14) return { label: 'Runs out within 2 weeks', tone: 'border-line' };
  return { label: '', tone: 'border-line' };
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

export function ReorderCard({ row }: { row: ReorderRow }) {
  const { label, tone } = urgency(row.coverDays);
  const detail = [row.brand, row.colour].filter(Boolean).join(' · ');
  return (
    <li
      className={`flex flex-col gap-3 rounded-2xl border bg-surface p-4 ${tone}`}
      data-testid="reorder-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            href={`/admin/products/${row.productId}/ledger`}
            className="font-semibold text-ink hover:text-brand hover:underline"
          >
            {row.name}
          </Link>
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink">{sizeLabel(row.size)}</span>
            {detail && ` · ${detail}`}
          </p>
          {label && <p className="mt-0.5 text-xs font-semibold text-danger">{label}</p>}
        </div>
        <div className="shrink-0 text-right">
          <span className="block text-xs text-muted">Order</span>
          <span
            className={`block font-display text-2xl tabular-nums ${row.suggested > 0 ? 'text-brand' : 'text-muted'}`}
            data-testid="reorder-qty"
          >
            {row.suggested > 0 ? row.suggested : '—'}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
        <Figure label="In stock" value={String(row.stock)} />
        <Figure label="Lasts" value={coverText(row.coverDays)} />
        <Figure label="Pace" value={paceText(row.pace)} />
        <Figure label={`Sold ${SHORT_DAYS} days`} value={String(row.sold7)} />
        <Figure label={`Sold ${LONG_DAYS} days`} value={String(row.sold30)} />
        <Figure label="Days out" value={`${row.daysOut30} of ${LONG_DAYS}`} />
      </dl>
    </li>
  );
}
