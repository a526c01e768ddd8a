import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLdScript } from '@/components/layout/json-ld-script';
import { NoResults } from '@/components/product/no-results';
import { ProductListing } from '@/components/product/product-listing';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { firstParam, hrefWith, type SearchParams } from '@/lib/shared/search-params';
import { matchTitle, trustedLabel } from '@/lib/shared/category-match';
import { countText } from '@/lib/shared/counts';
import { categoryView } from '@/lib/shared/search/category-view';
import {
  BROWSE_SORTS,
  isFiltered,
  LISTING_PAGE_SIZE,
  listingWindow,
  readListingParams,
  type ListingSort,
} from '@/lib/shared/search/listing-params';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { listCatalogue } from '@/lib/server/search';
import { itemListJsonLd } from '@/lib/server/seo/json-ld';
import { pageMetadata } from '@/lib/server/seo/metadata';

export const dynamic = 'force-dynamic';

const SEARCH_SORTS: ListingSort[] = ['relevance', ...BROWSE_SORTS];

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What the URL asks for: a main category or a main and sub pair (the menu's links) lists that
 * category; a word naming a kind ("shirts", "kurta", "watches": the home page's tiles) lists
 * exactly that kind in every main category; any other text is a search, "Results for …", its
 * exact matches first and the loosely related after them. Once per request.
 */
const loadView = cache(async (rawSlug: string, label: string | undefined, query: string) => {
  const { view: kind, slug, text, base, match } = categoryView(safeDecode(rawSlug), label);
  const state = readListingParams(Object.fromEntries(new URLSearchParams(query)));
  const defaultSort: ListingSort = kind === 'search' ? 'relevance' : 'newest';
  const listing = await listCatalogue({
    base,
    filters: state.filters,
    sort: state.sort ?? defaultSort,
    designs: true,
    ...listingWindow(state.page),
  });
  const title =
    kind === 'search' ? `Results for “${text}”` : (trustedLabel(slug, label) ?? matchTitle(match!));
  return { kind, slug, text, title, state, defaultSort, listing };
});

async function viewFor({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const label = firstParam(query, 'label');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (key !== 'label' && typeof value === 'string') search.set(key, value);
  return { label, view: await loadView(slug, label, search.toString()) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { view } = await viewFor(props);
  const page = view.state.page;
  return pageMetadata({
    title: page > 1 ? `${view.title} (page ${page})` : view.title,
    description:
      view.kind === 'search'
        ? `Products matching “${view.text}”.`
        : `Shop ${view.title}: ${countText(view.listing.total, 'product', 'products')} with photos, sizes and prices in rupees. Order on WhatsApp.`,
    path: hrefWith(`/category/${view.slug}`, [['page', page > 1 ? page : undefined]]),
    // Search results, empty lists and filtered or re-sorted views are not pages worth indexing.
    noIndex:
      view.kind === 'search' ||
      view.listing.total === 0 ||
      isFiltered(view.state.filters) ||
      view.state.sort !== undefined,
  });
}

export default async function CategoryPage(props: Props) {
  const { label, view } = await viewFor(props);
  const base = await currentBaseUrl();
  const path = `/category/${view.slug}`;
  const searching = view.kind === 'search';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      {view.listing.items.length ? (
        <JsonLdScript
          data={itemListJsonLd(view.title, `${base}${path}`, view.listing.items, base)}
        />
      ) : null}
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          {
            label: view.kind === 'search' ? 'Search' : 'Categories',
            href: view.kind === 'search' ? undefined : '/categories',
          },
          { label: view.title },
        ]}
      />
      <ProductListing
        heading={view.title}
        path={path}
        keep={label ? [['label', label]] : []}
        listing={view.listing}
        state={view.state}
        defaultSort={view.defaultSort}
        sorts={searching ? SEARCH_SORTS : BROWSE_SORTS}
        pageSize={LISTING_PAGE_SIZE}
        // A kind's page is also where a search for its name lands: opening a product counts.
        search={view.kind === 'category' ? undefined : view.text}
        variant="category"
        empty={
          searching && !isFiltered(view.state.filters) ? (
            <NoResults text={view.text} suggestions={view.listing.suggestions} />
          ) : (
            <EmptyState
              title={
                isFiltered(view.state.filters)
                  ? 'No products match these filters.'
                  : 'No products here yet.'
              }
              actions={
                <>
                  <IntentLink href="/all-products" className={buttonStyles.primary}>
                    Browse all products
                  </IntentLink>
                  <IntentLink href="/categories" className={buttonStyles.secondary}>
                    See all categories
                  </IntentLink>
                </>
              }
            >
              Check back soon for new arrivals!
            </EmptyState>
          )
        }
      />
    </div>
  );
}
