// The search box's suggestions as they travel from /api/search-suggestions/ to the browser.

export interface SuggestedProduct {
  id: number;
  name: string;
  /** Decimal rupees, "1499.00". */
  price: string;
  /** The cover photo's address, or null. */
  image: string | null;
  href: string;
}

export interface SuggestedCategory {
  label: string;
  href: string;
}

export interface SearchSuggestions {
  products: SuggestedProduct[];
  categories: SuggestedCategory[];
}

/** Suggestions start at this many typed characters. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;
/** What the box sends at most (longer text is cut there and here). */
export const SUGGEST_MAX_CHARS = 80;
