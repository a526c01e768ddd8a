// The sales report's range chooser: three links (30 days by day, 12 weeks, 12 months) and
// earlier / later, all plain addresses (?by=&end=), so a range can be bookmarked or shared.
import Link from 'next/link';
import { hrefWith } from '@/lib/shared/search-params';
import {
  earlierEnd,
  GRAIN_SPAN,
  laterEnd,
  SALES_GRAINS,
  type SalesRange,
} from '@/lib/shared/reports/sales-range';

const chip = 'inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold';
const on = `${chip} border-brand bg-brand text-white`;
const off = `${chip} border-line bg-surface text-ink hover:bg-canvas`;

export const salesHref = (by: string, end?: string) =>
  hrefWith('/admin/sales', [
    ['by', by],
    ['end', end],
  ]);

export function SalesRangeChooser({ range }: { range: SalesRange }) {
  const later = laterEnd(range);
  return (
    <nav aria-label="Range" className="flex flex-wrap items-center gap-2">
      {SALES_GRAINS.map((grain) => (
        <Link
          key={grain}
          href={salesHref(grain)}
          className={grain === range.grain ? on : off}
          aria-current={grain === range.grain ? 'page' : undefined}
        >
          {GRAIN_SPAN[grain].label}
        </Link>
      ))}
      <Link href={salesHref(range.grain, earlierEnd(range))} className={off}>
        ← Earlier
      </Link>
      {later ? (
        <Link href={salesHref(range.grain, later)} className={off}>
          Later →
        </Link>
      ) : null}
    </nav>
  );
}
