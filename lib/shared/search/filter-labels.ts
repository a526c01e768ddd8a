// What a listing's filters and sort are called on the page (pure).
import { formatRupees } from '@/lib/shared/money';
import { FOOTWEAR_SIZES } from '@/lib/shared/categories';
import type { PriceRange } from './query-filters';
import type { ListingSort } from './listing-params';

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** "Under ₹500", "₹500 – ₹1,000", "₹5,000 and above". */
export function priceLabel(range: PriceRange): string {
  if (range.min === undefined && range.max !== undefined) return `Under ${formatRupees(range.max)}`;
  if (range.max === undefined && range.min !== undefined)
    return `${formatRupees(range.min)} and above`;
  return `${formatRupees(range.min ?? 0)} – ${formatRupees(range.max ?? 0)}`;
}

/** "M", or "UK 9" for a footwear size. */
export function sizeLabel(size: string): string {
  return (FOOTWEAR_SIZES as readonly string[]).includes(size) ? `UK ${size}` : size;
}
