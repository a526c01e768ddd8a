'use client';

import type { SizeStock } from '@/lib/shared/sizes';

const step =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line bg-white text-lg leading-none font-semibold text-ink transition hover:bg-canvas focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:opacity-40 xl:size-9';

/**
 * One −/+ pair per size, each saved at once (the shop sells over the counter too). The buttons
 * are 44 px below the desktop table; "Remove one" at 0 stays focusable (aria-disabled) so a
 * keyboard user is not thrown out of the group, and saying why is the hook's job.
 */
export function SizeStockStepper({
  id,
  productId,
  productName,
  sizeStock,
  onAdjust,
}: {
  id: string;
  productId: number;
  productName: string;
  sizeStock: readonly SizeStock[];
  onAdjust: (size: string, delta: 1 | -1) => void;
}) {
  return (
    <ul
      id={id}
      data-testid="admin-size-stock-panel"
      data-product-id={productId}
      aria-label={`Stock by size of ${productName}`}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:flex xl:flex-wrap xl:justify-end"
    >
      {sizeStock.map(({ size, stock }) => (
        <li
          key={size}
          data-size={size}
          className="flex items-center justify-between rounded-xl border border-line bg-surface p-1 xl:gap-1"
        >
          <button
            type="button"
            aria-label={`Remove one ${size}`}
            aria-disabled={stock === 0 || undefined}
            onClick={() => onAdjust(size, -1)}
            className={step}
          >
            <span aria-hidden>−</span>
          </button>
          {/* Announces "M 3" when a count changes, or is put back after a refusal. */}
          <span
            aria-live="polite"
            aria-atomic
            className="min-w-14 text-center text-sm tabular-nums"
          >
            <span className="font-semibold text-ink">{size}</span>{' '}
            <span
              data-testid="size-count"
              className={stock === 0 ? 'font-semibold text-danger' : 'text-ink'}
            >
              {stock}
            </span>
          </span>
          <button
            type="button"
            aria-label={`Add one ${size}`}
            onClick={() => onAdjust(size, 1)}
            className={step}
          >
            <span aria-hidden>+</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
