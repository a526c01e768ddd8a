// Lenient readers for cart data that comes from storage or the network: each returns the clean
// value or undefined and never throws, so one bad field costs that field, not the line.
// Hand-written rather than zod: this code runs in the browser on every storefront page, where
// zod's runtime would be a tenth of the page's script.

/** Control characters (newlines included) become spaces; runs of spaces collapse; trimmed. */
export function cleanText(value: string, max: number): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/** A finite number, or a string holding one ("12", " 1499.50 "); exponents and junk are refused. */
export function numberLike(value: unknown, pattern = /^-?\d{1,15}(\.\d+)?$/): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return pattern.test(trimmed) ? Number(trimmed) : undefined;
}

/** A non-negative whole number written with digits only, or any finite number. */
export function digitsLike(value: unknown): number | undefined {
  return numberLike(value, /^\d{1,15}$/);
}

/** `n` when it lies in [min, max] (and is whole, when `whole`). */
export function within(
  n: number | undefined,
  min: number,
  max: number,
  whole = false,
): number | undefined {
  if (n === undefined || n < min || n > max || (whole && !Number.isInteger(n))) return undefined;
  return n;
}

/** A string or number as clean text of at most `max` characters. */
export function textLike(value: unknown, max: number): string | undefined {
  if (typeof value === 'string') return cleanText(value, max);
  if (typeof value === 'number' && Number.isFinite(value)) return cleanText(String(value), max);
  return undefined;
}

/** true/false, or the strings "true"/"false". */
export function booleanLike(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}
