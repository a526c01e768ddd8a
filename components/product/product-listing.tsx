import type { ReactNode } from 'react';
import { hrefWith } from '@/lib/shared/search-params';
import {
  isFiltered,
  listingPairs,
  type ListingSort,
  type ListingState,
} from '@/lib/shared/search/listing-params';
import type { CatalogueListing } from '@/lib/server/search';
import { IntentLink } from '@/components/ui/intent-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { ActiveFilters } from './active-filters';
import { ProductCard } from './product-card';
import { ProductFilters } from './product-filters';
import { ProductGrid } from './product-grid';
import { SearchClickLog } from './search-click-log';

export interface ProductListingProps {
  heading: string;
  /** The listing's own path; its links keep `keep` and the shopper's filters. */
  path: string;
  keep: [string, string][];
  listing: CatalogueListing;
  state: ListingState;
  defaultSort: ListingSort;
  sorts: readonly ListingSort[];
  pageSize: number;
  /** The all-products page's main category choice. */
  mains?: { value: string; label: string }[];
  main?: string;
  /** What the shopper searched for, when this is a search. */
  search?: string;
  /**
   * Where "Clear filters" goes: by default the listing with its `keep` only, when a filter or a
   * sort is on; a page whose form holds more of its base (all products' category) says itself.
   */
  clearHref?: string | null;
  /** Shown when nothing is listed (a search's "Did you mean", a browse list's way on). */
  empty: ReactNode;
  variant?: 'card' | 'category';
}

/** "1–48 of 120 products" or "12 products". */
function countText(total: number, first: number, shown: number): string {
  if (total > shown) return `${first}–${first + shown - 1} of ${total} products`;
  return `${total} ${total === 1 ? 'product' : 'products'}`;
}

/**
 * A list of products with its filters and sort in the URL, one way for every listing: the
 * category and search results page, all products, and any page that passes its own base (a sale).
 */
export function ProductListing(props: ProductListingProps) {
  const { path, keep, listing, state, pageSize } = props;
  const { items, total } = listing;
  const first = (state.page - 1) * pageSize + 1;
  const hrefFor = (page: number) => hrefWith(path, [...keep, ...listingPairs(state, page)]);
  const filtered = isFiltered(state.filters);
  const active = Object.values(state.filters).filter((v) => v !== undefined).length;
  const filters = {
    action: path,
    keep,
    defaultSort: props.defaultSort,
    active,
    filters: state.filters,
    sort: state.sort ?? props.defaultSort,
    sorts: props.sorts,
    facets: listing.facets,
    mains: props.mains,
    main: props.main,
  };
  const showFilters = total > 0 || filtered;
  return (
    <>
      <header className="mt-4 mb-4 flex flex-wrap items-end justify-between gap-2">
        <h1 className="font-display text-3xl font-semibold text-ink">{props.heading}</h1>
        {total ? (
          <p className="text-sm text-muted" data-testid="result-count">
            {countText(total, first, items.length)}
          </p>
        ) : null}
      </header>
      {showFilters ? <ProductFilters {...filters} /> : null}
      <ActiveFilters
        path={path}
        keep={keep}
        state={state}
        searched={listing.searched}
        clearHref={
          props.clearHref === undefined
            ? filtered || state.sort
              ? hrefWith(path, keep)
              : undefined
            : (props.clearHref ?? undefined)
        }
      />
      {!listing.complete && items.length ? (
        <p role="note" className="mt-3 text-sm text-muted">
          No product has every word of “{props.search}”; these have some of them.
        </p>
      ) : null}
      <div className="mt-6">
        {items.length ? (
          <ProductGrid label={props.heading}>
            {items.map((product, i) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  variant={props.variant}
                  priority={state.page === 1 && i < 2}
                  headingLevel="h2"
                />
              </li>
            ))}
          </ProductGrid>
        ) : total > 0 ? (
          <EmptyState
            title="This page is past the end of the list."
            actions={
              <IntentLink href={hrefFor(1)} className={buttonStyles.primary}>
                Go to the first page
              </IntentLink>
            }
          />
        ) : (
          props.empty
        )}
      </div>
      {props.search && items.length ? <SearchClickLog query={props.search} /> : null}
      <Pagination
        page={state.page}
        pageCount={Math.ceil(total / pageSize)}
        hrefFor={hrefFor}
        className="mt-10"
      />
    </>
  );
}
