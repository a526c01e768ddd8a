import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { NewestProducts } from '@/components/admin/newest-products';
import { OrderFigures } from '@/components/orders/order-figures';
import { PageHeader } from '@/components/admin/page-header';
import { StatCard } from '@/components/admin/stat-card';
import { DriftNotice, DriftPending } from '@/components/admin/stock-ledger/drift-notice';
import { UrgentReorder } from '@/components/admin/reorder/urgent-reorder';
import { RowsSkeleton } from '@/components/admin/skeletons';
import { buttonStyles } from '@/components/ui/button-styles';
import { LOW_STOCK_MAX } from '@/lib/shared/admin/product-filters';
import { adminForPage, getDashboardStats, getNewestProducts } from '@/lib/server/admin';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const [stats, newest] = await Promise.all([getDashboardStats(), getNewestProducts(6)]);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Dashboard"
        intro="Your orders and catalogue at a glance."
        actions={
          <Link href="/admin/products/new" className={buttonStyles.compact.primary}>
            <span aria-hidden>+</span> Add product
          </Link>
        }
      />
      <OrderFigures caller={caller} />
      {/* The check reads the whole ledger: the rest of the page does not wait for it. */}
      <Suspense fallback={<DriftPending />}>
        <DriftNotice caller={caller} />
      </Suspense>
      {/* The reorder figures read the month's stock ledger: the counts above do not wait. */}
      <Suspense fallback={<RowsSkeleton rows={3} />}>
        <UrgentReorder caller={caller} />
      </Suspense>
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Catalogue counts
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          <StatCard
            label="Products"
            value={stats.products}
            href="/admin/products"
            hint={
              stats.unavailable ? `${stats.unavailable} marked unavailable` : 'All marked available'
            }
          />
          <StatCard
            label="Out of stock"
            value={stats.outOfStock}
            href="/admin/products?availability=out-of-stock"
            tone="danger"
          />
          <StatCard
            label="Low stock"
            value={stats.lowStock}
            href="/admin/products?availability=low-stock"
            hint={`${LOW_STOCK_MAX} or fewer left`}
            tone="warning"
          />
          <StatCard
            label="Images"
            value={stats.images}
            href="/admin/products"
            hint="Photos across all products"
          />
        </div>
      </section>
      <section aria-labelledby="newest-heading" className="space-y-3">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="newest-heading" className="text-lg font-semibold text-ink">
            Newest products
          </h2>
          <Link href="/admin/products" className="text-sm font-semibold text-brand hover:underline">
            All products
          </Link>
        </div>
        <NewestProducts products={newest} />
      </section>
    </div>
  );
}
