// Reading Next's searchParams (string | string[] | undefined per key) safely.
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

/** A page number from ?page=; 1 for anything that is not a positive integer. */
export function pageParam(params: SearchParams): number {
  const text = firstParam(params, 'page');
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** "/path?a=1&b=2" from ordered pairs, dropping empty values. */
export function hrefWith(path: string, pairs: [string, string | number | undefined][]): string {
  const query = new URLSearchParams();
  for (const [key, value] of pairs)
    if (value !== undefined && value !== '') query.append(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
