/**
 * "₹1,23,456.50": a rupee symbol, Indian digit grouping and two decimals everywhere (docs/product.md §9).
 * Written out rather than with Intl.NumberFormat('en-IN'): a browser's first en-IN formatter
 * loads its locale data, ~100 ms of a phone's main thread on every page. The unit
 * tests hold it to Intl's output.
 */
export function formatPrice(value: number | string): string {
  const n = typeof value === 'string' ? Number(value) : value;
  const paise = Number.isFinite(n) ? toPaise(Math.abs(n)) : 0;
  const sign = n < 0 && paise > 0 ? '-' : '';
  const plain = paiseToString(paise); // "123456.50"
  return `₹${sign}${groupIndian(plain.slice(0, -3))}${plain.slice(-3)}`;
}

/** "1,23,45,678": the last three digits, then pairs (counts use it too: lib/shared/counts.ts). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** Money arithmetic in paise so sums never drift. */
export function toPaise(value: number | string): number {
  return Math.round(Number(value) * 100);
}

/** "1499.00" from paise, exactly (no float formatting). */
export function paiseToString(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "1499.00" from a decimal column ("1499", "1499.5") or a number of rupees, rounded to the
 * paisa through paise: the one way money becomes text on the wire and in records.
 */
export function rupeesText(value: number | string): string {
  return paiseToString(toPaise(value));
}

/** "₹1,500" for a whole number of rupees given in paise (filter labels); paise are dropped. */
export function formatRupees(paise: number): string {
  return `₹${groupIndian(String(Math.floor(Math.abs(paise) / 100)))}`;
}

/**
 * Rupees as a person types them ("1499", "1,499.50", "₹ 99") -> paise; null for anything that
 * is not a non-negative amount with at most two decimals.
 */
export function parseRupees(text: string): number | null {
  const plain = text.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "1499.00" -> "1499", "1499.50" -> "1499.50": an amount for a form field. */
export function paiseToInput(paise: number): string {
  const text = paiseToString(paise);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}
