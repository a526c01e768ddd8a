// What a /category/{slug} address lists (pure): a main category or a main and sub pair (the
// menu's links) lists that category; a slug naming only a kind ("suit", "shirts", "watches": the
// home page's tiles) lists exactly that kind in every main category; any other slug is a search.
import { resolveCategory, SEARCH_SLUG, searchTextFor } from '@/lib/shared/category-match';
import { slugify } from '@/lib/shared/slug';

export interface CategoryView {
  view: 'category' | 'kind' | 'search';
  /** The slug as the page's own address spells it. */
  slug: string;
  /** The words a search looks for (also what a kind's page logs a search click under). */
  text: string;
  /** The listing's base (`listCatalogue`'s ListingBase). */
  base: { main?: string; sub?: string; kind?: string; search?: string };
  /** The category's match, for a category or a kind. */
  match: { main?: string; sub?: string } | null;
}

export function categoryView(rawSlug: string, label: string | undefined): CategoryView {
  const slug = slugify(rawSlug) || SEARCH_SLUG;
  const match = resolveCategory(slug);
  const text = searchTextFor(slug, label);
  if (match?.main) return { view: 'category', slug, text, base: { ...match }, match };
  if (match?.sub) return { view: 'kind', slug, text, base: { kind: match.sub }, match };
  return { view: 'search', slug, text, base: { search: text }, match: null };
}
