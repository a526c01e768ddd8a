import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/page-header';
import { ProductFilters } from '@/components/admin/product-filters';
import { ProductTable } from '@/components/admin/product-table';
import { UnsavedNotice } from '@/components/admin/unsaved-notice';
import { buttonStyles } from '@/components/ui/button-styles';
import { Pagination } from '@/components/ui/pagination';
import { filtersToSearch, parseAdminFilters } from '@/lib/shared/admin/product-filters';
import { countText } from '@/lib/shared/counts';
import { adminForPage, listAdminProducts } from '@/lib/server/admin';
import type { SearchParams } from '@/lib/shared/search-params';

export const metadata: Metadata = { title: 'Products' };

export default async function AdminProductsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  if (!(await adminForPage())) return null;
  const filters = parseAdminFilters(await searchParams);
  const { rows, total, page, pageCount } = await listAdminProducts(filters);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Products"
        intro={`${countText(total, 'product', 'products')}${
          filters.q || filters.main || filters.sub || filters.availability
            ? ' match these filters'
            : ''
        }`}
        actions={
          <Link href="/admin/products/new" className={buttonStyles.compact.primary}>
            <span aria-hidden>+</span> Add product
          </Link>
        }
      />
      <UnsavedNotice />
      <ProductFilters filters={filters} />
      <ProductTable rows={rows} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => `/admin/products${filtersToSearch({ ...filters, page: p })}`}
      />
    </div>
  );
}
