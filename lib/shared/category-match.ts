// Which catalogue slice a /category/{slug} URL means, resolved over the taxonomy (lib/categories).
// A slug names a main category (by value or label), a sub category, or a main followed by one of
// its sub categories. Anything else is free text the category page searches for.

import { MAIN_CATEGORIES, canonicalSubCategory, mainCategoryLabel } from '@/lib/shared/categories';
import { slugify } from '@/lib/shared/slug';

export interface CategoryMatch {
  /** Main category value, e.g. "mens". */
  main?: string;
  /** Canonical sub category spelling, e.g. "T-Shirt". */
  sub?: string;
}

/** The 25 fixed category cards of the home page (docs/product.md §9), in the order shown. */
export const FEATURED_CATEGORIES = [
  'Shirt',
  'T-Shirt',
  'Jeans',
  'Cotton Pant',
  'Footwear',
  'Co-ords',
  'Watches',
  'Track',
  'Caps',
  'Jewellery',
  'Sunglasses',
  'Wallets',
  'Combo set',
  'Pants',
  'Shorts',
  'Belt',
  'Suit',
  'Sherwani',
  'Jodhpuri',
  'Kurthas',
  'Dress code',
  'Jacket',
  'Perfume',
  'Cosmetics',
  'Kids & Boys',
] as const;

const mainSlugs = MAIN_CATEGORIES.map((c) => ({
  value: c.value as string,
  // Longest first, so "kids-and-boys-shirt" is not read as "kids…" + junk.
  forms: [...new Set([slugify(c.label), c.value])].sort((a, b) => b.length - a.length),
}));

/** A sub category of `main` (or of any main when omitted) whose slug is `slug`. */
function subFromSlug(slug: string, main?: string): string | undefined {
  const groups = main ? MAIN_CATEGORIES.filter((c) => c.value === main) : MAIN_CATEGORIES;
  for (const group of groups) {
    const direct = group.subs.find((s) => slugify(s) === slug);
    if (direct) return direct;
    // Aliases ("tshirt", "cap", "kurta") through the taxonomy's own spelling rules.
    const aliased = canonicalSubCategory(group.value, slug.replace(/-/g, ' '));
    if (aliased) return aliased;
  }
  return undefined;
}

/** The category a slug names, or null when it names none (then it is a search). */
export function resolveCategory(rawSlug: string): CategoryMatch | null {
  const slug = slugify(rawSlug);
  if (!slug) return null;
  const main = mainSlugs.find((m) => m.forms.includes(slug));
  if (main) return { main: main.value };
  for (const m of mainSlugs) {
    for (const form of m.forms) {
      if (!slug.startsWith(`${form}-`)) continue;
      const sub = subFromSlug(slug.slice(form.length + 1), m.value);
      if (sub) return { main: m.value, sub };
    }
  }
  const sub = subFromSlug(slug);
  return sub ? { sub } : null;
}

export function sameMatch(a: CategoryMatch | null, b: CategoryMatch | null): boolean {
  if (!a || !b) return false;
  return a.main === b.main && a.sub?.toLowerCase() === b.sub?.toLowerCase();
}

/** A readable title for a match: "Men's Wear", "Shirt", "Men's Wear · Shirt". */
export function matchTitle(match: CategoryMatch): string {
  const main = match.main ? mainCategoryLabel(match.main) : undefined;
  if (main && match.sub) return `${main} · ${match.sub}`;
  return main ?? match.sub ?? '';
}

/** The category URL carrying the raw label (the spec's "router state") as `?label=`. */
export function categoryHref(slugSource: string, label: string = slugSource): string {
  const slug = slugify(slugSource);
  return `/category/${slug}?label=${encodeURIComponent(label)}`;
}

/** The menu's link for a sub category within a main: /category/{main-sub}. */
export function subCategoryHref(main: string, sub: string): string {
  return categoryHref(`${main} ${sub}`, `${mainCategoryLabel(main)} ${sub}`);
}

/** The longest label kept from a URL; longer text is cut, never rejected. */
export const LABEL_MAX = 80;

/**
 * The title the category page shows for `label` from the URL: the raw label when it names the
 * same thing as the slug (so a crafted link cannot put arbitrary words on the page), else null.
 */
export function trustedLabel(slug: string, label: string | undefined): string | null {
  const text = label?.replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX);
  if (!text) return null;
  if (slugify(text) === slugify(slug)) return text;
  return sameMatch(resolveCategory(text), resolveCategory(slug)) ? text : null;
}

/** The slug used for searches whose text has no Latin letters or digits (e.g. "शर्ट"). */
export const SEARCH_SLUG = 'search';

/** Where a search for `text` goes: /category/{slugified text}?label={text}. */
export function searchHref(text: string): string {
  const query = text.replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX);
  return categoryHref(slugify(query) ? query : SEARCH_SLUG, query);
}

/**
 * The words to search for when a slug names no category: the raw label when it belongs to this
 * slug, else the slug's own words ("blue-linen" -> "blue linen").
 */
export function searchTextFor(slug: string, label: string | undefined): string {
  const text = label?.replace(/\s+/g, ' ').trim().slice(0, LABEL_MAX) ?? '';
  const labelSlug = slugify(text);
  if (text && (labelSlug === slugify(slug) || (labelSlug === '' && slug === SEARCH_SLUG)))
    return text;
  return slugify(slug).replace(/-/g, ' ');
}
