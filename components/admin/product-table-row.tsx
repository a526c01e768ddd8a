'use client';

import Link from 'next/link';
import { mainCategoryLabel } from '@/lib/shared/categories';
import type { AdminProductRow } from '@/lib/shared/admin/product-row';
import { formatPrice } from '@/lib/shared/money';
import { AvailabilitySwitch } from './availability-switch';
import { ProductThumb } from './product-thumb';

const cell = 'xl:border-b xl:border-line xl:px-3 xl:py-3 xl:align-middle';

/**
 * One product. From 1280 px it is a table row; below, the same cells form a card
 * (checkbox and photo on the left, details on the right, controls on the last line).
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
  return (
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
      <th scope="row" className={`col-span-2 text-left font-normal xl:min-w-48 ${cell}`}>
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
        <span className="font-normal text-muted xl:hidden"> · Stock {p.stock}</span>
      </td>
      <td className={`hidden text-right text-sm tabular-nums xl:table-cell ${cell}`}>{p.stock}</td>
      <td className={`col-span-3 col-start-1 mt-2 xl:mt-0 ${cell}`}>
        <AvailabilitySwitch id={p.id} name={p.name} available={p.available} stock={p.stock} />
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
  );
}
