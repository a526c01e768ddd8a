'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { mainCategoryLabel } from '@/lib/shared/categories';
import type { AdminProductRow } from '@/lib/shared/admin/product-row';
import { formatPrice } from '@/lib/shared/money';
import { AvailabilitySwitch } from './availability-switch';
import { ProductThumb } from './product-thumb';
import { SizeStockStepper } from './size-stock-stepper';
import { SizeStockSummary } from './size-stock-summary';
import { useSizeStockAdjust } from './use-size-stock-adjust';
import { useWideTable } from './use-wide-table';

const cell = 'xl:border-b xl:border-line xl:px-3 xl:py-3 xl:align-middle';
/** The table's columns (product-table.tsx): the per-size stock row spans them all. */
const COLUMN_COUNT = 8;

/**
 * One product. From 1280 px it is a table row; below, the same cells form a card
 * (checkbox and photo on the left, details on the right, per-size stock across the card,
 * controls on the last line). A product kept per size shows its counts and opens ±1 per size.
 */
export function ProductTableRow({
  product: p,
  selected,
  onSelect,
  onDelete,
}: {
  product: AdminProductRow;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onDelete: () => void;
}) {
  const { shown, adjust } = useSizeStockAdjust(p.id, { stock: p.stock, sizeStock: p.sizeStock });
  const [adjusting, setAdjusting] = useState(false);
  const panelId = useId();
  const wide = useWideTable();
  const sizeStock = shown.sizeStock;
  const stepper = sizeStock && adjusting && (
    <SizeStockStepper
      id={panelId}
      productId={p.id}
      productName={p.name}
      sizeStock={sizeStock}
      onAdjust={adjust}
    />
  );
  return (
    <>
      <tr
        data-testid="admin-product-row"
        data-product-id={p.id}
        className="grid grid-cols-[auto_auto_minmax(0,1fr)_auto] gap-x-3 gap-y-1 border-b border-line p-3 last:border-b-0 xl:table-row xl:p-0 xl:last:border-b"
      >
        <td className={`row-span-3 pt-1 xl:pt-3 ${cell}`}>
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`Select ${p.name}`}
            className="size-5 accent-brand"
          />
        </td>
        <td className={`row-span-3 ${cell}`}>
          <ProductThumb src={p.thumbnail} size={56} />
        </td>
        <th scope="row" className={`col-span-2 text-left font-normal xl:min-w-40 ${cell}`}>
          <Link
            href={`/admin/products/${p.id}/edit`}
            className="font-semibold text-ink hover:underline xl:text-sm"
          >
            {p.name}
          </Link>
          <span className="block text-xs text-muted">#{p.id}</span>
        </th>
        <td className={`col-span-2 text-sm text-muted xl:whitespace-nowrap xl:text-ink ${cell}`}>
          {mainCategoryLabel(p.mainCategory)}
          <span className="xl:hidden"> · </span>
          <span className="xl:block xl:text-xs xl:text-muted">{p.subCategory}</span>
        </td>
        <td
          className={`col-span-2 text-sm font-medium tabular-nums xl:text-right xl:whitespace-nowrap ${cell}`}
        >
          {formatPrice(p.price)}
          <span className="font-normal text-muted xl:hidden">
            {' '}
            · Stock <span data-testid="row-total">{shown.stock}</span>
          </span>
        </td>
        <td
          data-testid="row-stock"
          className={`${sizeStock ? 'col-span-4 col-start-1 mt-1' : 'hidden'} text-sm tabular-nums xl:table-cell xl:w-32 xl:text-right ${cell}`}
        >
          <span data-testid="row-total" className="hidden font-medium xl:block">
            {shown.stock}
          </span>
          {sizeStock && (
            <div className="flex items-center justify-between gap-2 xl:mt-1 xl:flex-col xl:items-end xl:gap-1">
              <SizeStockSummary sizeStock={sizeStock} />
              <button
                type="button"
                aria-expanded={adjusting}
                aria-controls={adjusting ? panelId : undefined}
                onClick={() => setAdjusting((open) => !open)}
                className="group -mr-2 inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-canvas xl:mr-0 xl:min-h-8 xl:px-2 xl:text-xs"
              >
                Adjust<span className="sr-only"> stock of {p.name}</span>
                <span aria-hidden className="transition group-aria-expanded:rotate-180">
                  ▾
                </span>
              </button>
            </div>
          )}
          {/* On a card the ±1 controls open right under Adjust. */}
          {!wide && stepper && <div className="mt-2">{stepper}</div>}
        </td>
        <td className={`col-span-3 col-start-1 mt-2 xl:mt-0 ${cell}`}>
          <AvailabilitySwitch id={p.id} name={p.name} available={p.available} stock={shown.stock} />
        </td>
        <td className={`mt-2 xl:mt-0 ${cell}`}>
          <div className="flex items-center justify-end gap-1">
            <Link
              href={`/admin/products/${p.id}/edit`}
              aria-label={`Edit ${p.name}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand hover:bg-canvas"
            >
              Edit
            </Link>
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete ${p.name}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-danger hover:bg-danger/5"
            >
              Delete
            </button>
          </div>
        </td>
      </tr>
      {wide && stepper && (
        // In the table they get a row of their own across all columns: opening them never
        // widens the Stock column (the table already fills the width at 1280 px).
        <tr className="bg-canvas/50">
          <td colSpan={COLUMN_COUNT} className="border-b border-line px-3 py-2">
            {stepper}
          </td>
        </tr>
      )}
    </>
  );
}
