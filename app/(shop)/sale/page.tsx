import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductGrid } from '@/components/product/product-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { countText } from '@/lib/shared/counts';
import { listProducts } from '@/lib/server/products';
import { pageMetadata } from '@/lib/server/seo/metadata';

export const dynamic = 'force-dynamic';

/** At most this many on one page; a bigger sale links to the rest through the listing's pages. */
const SALE_PAGE = 96;

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Sale',
    description: 'Everything on sale in the shop now, with the old price and what you save.',
    path: '/sale',
  });
}

/** Every product on sale now (footer "Sale"), newest first, each with its saving. */
export default async function SalePage() {
  const { items, total } = await listProducts({ onSaleOnly: true, limit: SALE_PAGE });
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Sale' }]} />
      <h1 className="mt-4 mb-2 font-display text-3xl font-semibold">Sale</h1>
      <p className="mb-6 text-sm text-muted">
        {total === 0
          ? 'Nothing is on sale right now.'
          : `${countText(total, 'product', 'products')} on sale now.`}
      </p>
      {items.length ? (
        <ProductGrid products={items} label="On sale" headingLevel="h2" priority={2} />
      ) : (
        <EmptyState title="No sale on right now.">
          <IntentLink href="/new-arrivals" className="font-semibold text-brand">
            See what is new
          </IntentLink>
        </EmptyState>
      )}
    </div>
  );
}
