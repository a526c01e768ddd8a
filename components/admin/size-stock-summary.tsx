import type { SizeStock } from '@/lib/shared/sizes';

/**
 * Per-size stock at a glance ("S 2 M 0 L 5", each size whole on a line when it wraps), a sold-out
 * size in a red bordered pill and said so to screen readers, so it shows without reading every
 * number.
 */
export function SizeStockSummary({ sizeStock }: { sizeStock: readonly SizeStock[] }) {
  return (
    <ul
      aria-label="Stock by size"
      className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs tabular-nums xl:justify-end"
    >
      {sizeStock.map(({ size, stock }) => (
        <li
          key={size}
          className={`rounded-md border px-1 whitespace-nowrap ${
            stock === 0
              ? 'border-danger/40 bg-danger/10 font-semibold text-danger'
              : 'border-transparent text-muted'
          }`}
        >
          {size} <span className={stock === 0 ? undefined : 'font-semibold text-ink'}>{stock}</span>
          {stock === 0 && <span className="sr-only"> (sold out)</span>}
        </li>
      ))}
    </ul>
  );
}
