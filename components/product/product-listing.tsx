import type { ReactNode } from 'react';
import { countText as counted } from '@/lib/shared/counts';
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

/**
 * "1–48 of 120 products" or "12 products"; a search with loosely related products says how many
 * of them are: "3 products + 9 related", "1–48 of 120 products (90 related)".
 */
function countText(total: number, first: number, shown: number, related: number): string {
  if (total > shown)
    return `${first}–${first + shown - 1} of ${total} products${related ? ` (${related} related)` : ''}`;
  const exact = total - related;
  if (related === 0) return counted(total, 'product', 'products');
  if (exact === 0) return counted(related, 'related product', 'related products');
  return `${counted(exact, 'product', 'products')} + ${related} related`;
}

/** Where the loosely related products of a search begin, and what they are called. */
function RelatedHeading(props: { search?: string; first: boolean; continued: boolean }) {
  const { search, continued } = props;
  return (
    <div className={props.first ? 'mb-4' : 'mt-10 mb-4 border-t border-line pt-6'}>
      <h2 className="font-display text-2xl font-semibold text-ink">
        {continued ? 'Related products (continued)' : 'Related products'}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {search
          ? `Not exactly “${search}”: another kind of product, or it is only mentioned in the description.`
          : 'Not an exact match: another kind of product, or mentioned only in the description.'}
      </p>
    </div>
  );
}

/**
 * A list of products with its filters and sort in the URL, one way for every listing: the
 * category and search results page, all products, and any page that passes its own base (a sale).
 */
export function ProductListing(props: ProductListingProps) {
  const { path, keep, listing, state, pageSize } = props;
  const { items, total, exactTotal } = listing;
  const first = (state.page - 1) * pageSize + 1;
  // This page's exact matches come first; the rest are loosely related (a search's only).
  const exactHere = Math.min(items.length, Math.max(0, exactTotal - (first - 1)));
  const exactItems = items.slice(0, exactHere);
  const relatedItems = items.slice(exactHere);
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
            {countText(total, first, items.length, total - exactTotal)}
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
          <>
            {exactItems.length ? (
              <ProductGrid
                products={exactItems}
                label={props.heading}
                variant={props.variant}
                headingLevel="h2"
                priority={state.page === 1 ? 2 : 0}
              />
            ) : null}
            {relatedItems.length ? (
              <>
                <RelatedHeading
                  search={props.search}
                  first={exactItems.length === 0}
                  continued={exactItems.length === 0 && first > 1}
                />
                <ProductGrid
                  products={relatedItems}
                  label="Related products"
                  variant={props.variant}
                  priority={state.page === 1 && exactItems.length === 0 ? 2 : 0}
                />
              </>
            ) : null}
          </>
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
