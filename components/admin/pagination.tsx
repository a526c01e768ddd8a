import Link from 'next/link';
import { filtersToSearch, type AdminProductFilters } from '@/lib/admin/product-filters';

/** Previous / next pages of the admin list, keeping the filters. */
export function Pagination({
  filters,
  page,
  pageCount,
}: {
  filters: AdminProductFilters;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const link =
    'rounded-lg border border-line bg-surface px-3 py-2 text-sm font-semibold hover:bg-canvas';
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link
          href={`/admin/products${filtersToSearch({ ...filters, page: page - 1 })}`}
          className={link}
          rel="prev"
        >
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link
          href={`/admin/products${filtersToSearch({ ...filters, page: page + 1 })}`}
          className={link}
          rel="next"
        >
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
