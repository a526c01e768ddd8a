import { IntentLink } from '@/components/ui/intent-link';
import { hrefWith } from '@/lib/shared/search-params';
import { sizeLabel, priceLabel } from '@/lib/shared/search/filter-labels';
import {
  listingPairs,
  type ListingFilters,
  type ListingState,
} from '@/lib/shared/search/listing-params';
import type { PriceRange } from '@/lib/shared/search/query-filters';

interface ActiveFiltersProps {
  path: string;
  keep: [string, string][];
  state: ListingState;
  /** Price, size and colour words of the search text, which filter too. */
  searched: { price?: PriceRange; size?: string; colour?: string };
  /** The listing without filters or sort, when any is on. */
  clearHref?: string;
}

const NAMES: Record<keyof ListingFilters, (f: Required<ListingFilters>) => string> = {
  kind: (f) => f.kind,
  size: (f) => `Size ${sizeLabel(f.size)}`,
  price: (f) => priceLabel(f.price),
  colour: (f) => f.colour,
  inStock: () => 'In stock',
};

/**
 * The filters that are on, each a link that takes it off (no script needed), and those the search
 * text asked for ("under 1000"), so a shopper on a phone sees them without opening the sheet.
 */
export function ActiveFilters({ path, keep, state, searched, clearHref }: ActiveFiltersProps) {
  const on = (Object.keys(NAMES) as (keyof ListingFilters)[]).filter(
    (k) => state.filters[k] !== undefined,
  );
  const fromSearch = [
    searched.colour,
    searched.price && priceLabel(searched.price),
    searched.size && `size ${sizeLabel(searched.size)}`,
  ].filter(Boolean);
  if (on.length === 0 && fromSearch.length === 0 && !clearHref) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      {fromSearch.length ? (
        <p className="text-muted">From your search: {fromSearch.join(' · ')}</p>
      ) : null}
      {on.length ? (
        <ul aria-label="Filters on" className="flex flex-wrap gap-2">
          {on.map((key) => {
            const without = { ...state, filters: { ...state.filters, [key]: undefined } };
            return (
              <li key={key}>
                <IntentLink
                  href={hrefWith(path, [...keep, ...listingPairs(without)])}
                  scroll={false}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line bg-surface px-3 font-medium text-ink hover:border-brand"
                >
                  {NAMES[key](state.filters as Required<ListingFilters>)}
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">(remove)</span>
                </IntentLink>
              </li>
            );
          })}
        </ul>
      ) : null}
      {clearHref ? (
        <IntentLink
          href={clearHref}
          scroll={false}
          className="inline-flex min-h-9 items-center font-semibold text-brand underline underline-offset-2"
        >
          Clear filters
        </IntentLink>
      ) : null}
    </div>
  );
}
