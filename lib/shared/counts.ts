// Counts as people read them: grouped the Indian way ("1,23,456") and followed by the word that
// agrees with the number ("1 order", "2 orders"). The grouping is money.ts's own, not
// toLocaleString('en-IN'): the same text without loading a browser's en-IN locale data.
import { groupIndian } from '@/lib/shared/money';

/** "1,23,456": a whole count grouped the Indian way; "-3" for a credited quantity. */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  return `${n < 0 ? '-' : ''}${groupIndian(String(Math.abs(n)))}`;
}

/** The word that agrees with `n` in English: `one` for 1 (or -1), else `many`. */
export function plural(n: number, one: string, many: string): string {
  return Math.abs(n) === 1 ? one : many;
}

/** "1 product", "1,234 products": the grouped count and the word that agrees with it. */
export function countText(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${plural(n, one, many)}`;
}
