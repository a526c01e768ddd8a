// Fetches the search box's suggestions and reads the answer leniently (no zod in the browser):
// anything of the wrong shape is left out, never shown.
import { readJson, siteFetch } from '@/lib/browser/site-fetch';
import type {
  SearchSuggestions,
  SuggestedCategory,
  SuggestedProduct,
} from '@/lib/shared/search/suggestions';

const isLocalPath = (v: unknown): v is string => typeof v === 'string' && /^\/(?!\/)/.test(v);

function product(v: unknown): SuggestedProduct | null {
  const p = v as Partial<SuggestedProduct> | null;
  if (!p || typeof p.id !== 'number' || typeof p.name !== 'string' || typeof p.price !== 'string')
    return null;
  if (!isLocalPath(p.href)) return null;
  const image = typeof p.image === 'string' ? p.image : null;
  return { id: p.id, name: p.name, price: p.price, image, href: p.href };
}

function category(v: unknown): SuggestedCategory | null {
  const c = v as Partial<SuggestedCategory> | null;
  return c && typeof c.label === 'string' && isLocalPath(c.href)
    ? { label: c.label, href: c.href }
    : null;
}

const list = <T>(v: unknown, read: (x: unknown) => T | null): T[] =>
  Array.isArray(v) ? v.map(read).filter((x): x is T => x !== null) : [];

/** The suggestions for `text`; throws when aborted or when the server cannot answer. */
export async function fetchSuggestions(
  text: string,
  signal: AbortSignal,
): Promise<SearchSuggestions> {
  const path = `/api/search-suggestions/?q=${encodeURIComponent(text)}`;
  const response = await siteFetch('GET', path, { signal });
  if (!response.ok) throw new Error(`suggestions: ${response.status}`);
  const body = (await readJson(response)) as { products?: unknown; categories?: unknown } | null;
  return { products: list(body?.products, product), categories: list(body?.categories, category) };
}
