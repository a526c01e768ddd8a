import { LOW_STOCK_MAX } from '@/lib/shared/admin/product-filters';

/** Availability and stock as the admin needs to see them at a glance. */
export function StockBadge({ available, stock }: { available: boolean; stock: number }) {
  const [label, tone] = !available
    ? ['Unavailable', 'bg-stone-200 text-stone-700']
    : stock === 0
      ? ['Out of stock', 'bg-danger/10 text-danger']
      : stock <= LOW_STOCK_MAX
        ? ['Low stock', 'bg-accent-soft text-amber-800']
        : ['Available', 'bg-success/10 text-success'];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      {label}
    </span>
  );
}
