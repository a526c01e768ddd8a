import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductListing } from '@/components/product/product-listing';
import { EmptyState } from '@/components/ui/empty-state';
import { firstParam, hrefWith, type SearchParams } from '@/lib/shared/search-params';
import { MAIN_CATEGORIES, findMainCategory } from '@/lib/shared/categories';
import {
  BROWSE_SORTS,
  isFiltered,
  LISTING_PAGE_SIZE,
  listingWindow,
  readListingParams,
} from '@/lib/shared/search/listing-params';
import { listCatalogue } from '@/lib/server/search';
import { pageMetadata } from '@/lib/server/seo/metadata';

export const dynamic = 'force-dynamic';

const MAINS = MAIN_CATEGORIES.map((m) => ({ value: m.value, label: m.label }));

type Props = { searchParams: Promise<SearchParams> };

/** The list's settings from the URL; values it does not know are ignored, never an error page. */
function readQuery(params: SearchParams) {
  const imported = firstParam(params, 'filter') === 'imported';
  const main = imported
    ? 'imported'
    : (findMainCategory(firstParam(params, 'main') ?? '')?.value ?? '');
  const state = readListingParams(params);
  // A sort that only searches have falls back to the list's own.
  if (state.sort === 'relevance') delete state.sort;
  return { imported, main, state };
}

function title(imported: boolean, main: string): string {
  if (imported || main === 'imported') return 'The Imported Collection';
  return main ? `All ${findMainCategory(main)?.label ?? ''}` : 'All Products';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { imported, main, state } = readQuery(await searchParams);
  const page = state.page;
  return pageMetadata({
    title: `${title(imported, main)}${page > 1 ? ` (page ${page})` : ''}`,
    description: imported
      ? 'Imported jackets, watches, sunglasses, perfumes, footwear and more, in limited numbers. Order on WhatsApp.'
      : 'Every shirt, T-shirt, pair of jeans, ethnic and wedding outfit, accessory and imported piece in the shop, newest first.',
    path: hrefWith('/all-products', [
      ['filter', imported ? 'imported' : undefined],
      ['page', page > 1 ? page : undefined],
    ]),
    // Filtered and re-sorted views are the same products again: keep them out of the index.
    noIndex: isFiltered(state.filters) || state.sort !== undefined || (Boolean(main) && !imported),
  });
}

export default async function AllProductsPage({ searchParams }: Props) {
  const { imported, main, state } = readQuery(await searchParams);
  const listing = await listCatalogue({
    base: { main: main || undefined },
    filters: state.filters,
    sort: state.sort ?? 'newest',
    designs: true,
    ...listingWindow(state.page),
  });
  const heading = title(imported, main);
  const keep: [string, string][] = imported
    ? [['filter', 'imported']]
    : main
      ? [['main', main]]
      : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: heading }]} />
      <ProductListing
        heading={heading}
        path="/all-products"
        keep={keep}
        listing={listing}
        state={state}
        defaultSort="newest"
        sorts={BROWSE_SORTS}
        pageSize={LISTING_PAGE_SIZE}
        mains={imported ? undefined : MAINS}
        main={main}
        // The category is one of this page's filters: clearing them shows every product again.
        clearHref={
          isFiltered(state.filters) || state.sort || (main && !imported)
            ? hrefWith('/all-products', [['filter', imported ? 'imported' : undefined]])
            : null
        }
        empty={
          <EmptyState title="No products found.">Check back soon for new arrivals!</EmptyState>
        }
      />
    </div>
  );
}
