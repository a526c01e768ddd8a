// The page size of the /api lists (products, orders): 20 by default, at most 100. Pure, so the
// server's edge reads a list's query exactly as the list does.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** ?page_size= as a number: the default for anything that is not a positive whole number. */
export function apiPageSize(value: string | null): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
}
