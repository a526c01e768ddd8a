import Link from 'next/link';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { formatPrice } from '@/lib/shared/money';
import type { AdminProductRow } from '@/lib/shared/admin/product-row';
import { ProductThumb } from './product-thumb';
import { StockBadge } from './stock-badge';

/** The latest additions, each with a way straight into its edit screen. */
export function NewestProducts({ products }: { products: AdminProductRow[] }) {
  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">
        No products yet.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {products.map((p) => (
        <li
          key={p.id}
          data-product-id={p.id}
          className="flex items-center gap-3 p-3 sm:gap-4 sm:px-4"
        >
          <ProductThumb src={p.thumbnail} size={48} />
          <div className="min-w-0 flex-1">
            <Link
              href={`/admin/products/${p.id}/edit`}
              className="block truncate font-medium text-ink hover:underline"
            >
              {p.name}
            </Link>
            <p className="truncate text-xs text-muted">
              {mainCategoryLabel(p.mainCategory)} · {p.subCategory}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 text-sm sm:flex-row sm:items-center sm:gap-4">
            <span className="font-medium tabular-nums">{formatPrice(p.price)}</span>
            <StockBadge available={p.available} stock={p.stock} />
          </div>
        </li>
      ))}
    </ul>
  );
}
