import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductGrid } from '@/components/product/product-grid';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { listProducts } from '@/lib/server/products';
import { onePerDesign } from '@/lib/shared/search/designs';
import { pageMetadata } from '@/lib/server/seo/metadata';

export const dynamic = 'force-dynamic';

const NEWEST = 24;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'New arrivals',
    description: 'The newest shirts, denim, ethnic wear and imported pieces to arrive in the shop.',
    path: '/new-arrivals',
  });
}

/** The newest products (footer "New arrivals"), newest first, one card per design. */
export default async function NewArrivalsPage() {
  // Twice as many read, so that a design's other colours leave NEWEST designs to show.
  const newest = await listProducts({ limit: NEWEST * 2 });
  const items = onePerDesign(newest.items).items.slice(0, NEWEST);
  const more = newest.total > items.length;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'New arrivals' }]} />
      <h1 className="mt-4 mb-6 font-display text-3xl font-semibold">New arrivals</h1>
      {items.length ? (
        <ProductGrid products={items} label="New arrivals" headingLevel="h2" priority={2} />
      ) : (
        <EmptyState title="No products found.">Check back soon for new arrivals!</EmptyState>
      )}
      {more ? (
        <div className="mt-10 flex justify-center">
          <IntentLink href="/all-products" className={buttonStyles.primary}>
            View all products
          </IntentLink>
        </div>
      ) : null}
    </div>
  );
}
