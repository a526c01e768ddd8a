// The one rule for a database id arriving from outside (a path segment, a JSON body, a server
// action argument). Every table's id is a PostgreSQL `serial`, so anything outside 1..2^31-1
// can never name a row: refusing it here keeps it away from the driver, which would throw on it.
// Pure and free of server imports and of zod (the browser cart reads ids on every storefront
// page), so any layer may use it; the zod field for a JSON body is validation/id-field.ts.

/** The largest value of a PostgreSQL `integer`, the type of every id column. */
export const MAX_DB_ID = 2_147_483_647;

/** Whether `value` is a database id: a whole number in 1..MAX_DB_ID (from JSON or an action). */
export function isDbId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_DB_ID;
}

/**
 * A database id written as plain digits (a path segment such as "/api/products/12"), else null.
 * Leading zeros are accepted ("012" is 12); signs, spaces and decimals are not.
 */
export function parseId(value: unknown): number | null {
  // Ten digits cover MAX_DB_ID; longer strings are refused before Number() sees them.
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return isDbId(id) ? id : null;
}

/**
 * A database id from loose input that never throws (a stored cart, a stored intent, a server's
 * answer): a whole number, or digits in a string with spaces around; null for anything else.
 */
export function idFrom(value: unknown): number | null {
  if (isDbId(value)) return value;
  return typeof value === 'string' ? parseId(value.trim()) : null;
}
