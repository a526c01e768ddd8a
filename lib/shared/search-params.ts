// Reading and writing query strings: Next's searchParams (string | string[] | undefined per key)
// read safely, the one page-number rule, and links built from ordered pairs.
export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed; undefined when absent or empty. */
export function firstParam(params: SearchParams, key: string): string | undefined {
  const value = params[key];
  const first = (Array.isArray(value) ? value[0] : value)?.trim();
  return first ? first : undefined;
}

/** Every value of a repeated query parameter (?size=M&size=L). */
export function allParams(params: SearchParams, key: string): string[] {
  const value = params[key];
  return (Array.isArray(value) ? value : value ? [value] : []).map((v) => v.trim()).filter(Boolean);
}

/**
 * The one page-number rule: a positive whole number of at most six digits ("02" is 2); null for
 * anything else. Pages fall back to 1 on null; the API answers it with a 404.
 */
export function pageNumber(text: string | null | undefined): number | null {
  const trimmed = text?.trim();
  if (!trimmed || !/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 ? n : null;
}

/** A page number from ?page=; 1 for anything that is not a positive integer. */
export function pageParam(params: SearchParams): number {
  return pageNumber(firstParam(params, 'page')) ?? 1;
}

/** "/path?a=1&b=2" from ordered pairs, dropping empty values. */
export function hrefWith(path: string, pairs: [string, string | number | undefined][]): string {
  const query = new URLSearchParams();
  for (const [key, value] of pairs)
    if (value !== undefined && value !== '') query.append(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
