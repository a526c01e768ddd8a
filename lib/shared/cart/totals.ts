// Values derived from a cart's lines (pure): the unit count and its nav badge, money totals in
// integer paise, and the two questions checkout and the product buttons ask.

import { paiseToString, toPaise } from '@/lib/shared/money';
import { BADGE_CAP, type CartItem } from '@/lib/shared/cart/types';

/** Units in the cart (the nav badge count). */
export function itemCount(items: readonly Pick<CartItem, 'qty'>[]): number {
  let n = 0;
  for (const line of items) n += Math.max(1, line.qty);
  return n;
}

/** Unit price × qty as a two-decimal string, in integer paise. */
export function lineTotal(item: Pick<CartItem, 'price' | 'qty'>): string {
  return paiseToString(toPaise(item.price) * Math.max(1, item.qty));
}

/** Sum of price × qty as a two-decimal string ("4497.00"); no tax, shipping or fees (docs/product.md §9). */
export function subtotal(items: readonly Pick<CartItem, 'price' | 'qty'>[]): string {
  let paise = 0;
  for (const line of items) paise += toPaise(line.price) * Math.max(1, line.qty);
  return paiseToString(paise);
}

/** The nav badge text: '' for an empty cart, '99+' above 99 (docs/product.md §9). */
export function badgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/** True when any line is out of stock (checkout is then disabled, docs/product.md §9). */
export function hasUnavailable(items: readonly CartItem[]): boolean {
  return items.some((line) => !line.available);
}

/** True when the cart holds the product in any variant. */
export function hasProduct(items: readonly CartItem[], productId: number): boolean {
  return items.some((line) => line.id === productId);
}
