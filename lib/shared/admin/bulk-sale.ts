// The bulk edit's sale: every selected price less a percentage (rounded to the rupee like a
// price cut), until an optional last day; or the sale ended. Pure, beside bulk-edit.ts.
import type { BulkChange } from '@/lib/shared/validation/bulk-edit';
import { toPaise } from '@/lib/shared/money';
import { lastSaleDay } from '@/lib/shared/sale-days';
import { priceAfter } from './bulk-price';

export type SaleChange = Extract<BulkChange, { action: 'put_on_sale' | 'end_sale' }>;
export type SalePatch = { salePrice: string | null; saleEndsAt: Date | null };
/** What the sale reads of a product (a bulk edit's target has these and more). */
export type SaleTarget = { price: string; salePrice?: string | null; saleEndsAt?: Date | null };

/** What the sale sets on one product, or null when it already is that way. */
export function salePatch(target: SaleTarget, change: SaleChange): SalePatch | null {
  const stored = target.salePrice ?? null;
  const end = target.saleEndsAt ?? null;
  if (change.action === 'end_sale') {
    return stored === null ? null : { salePrice: null, saleEndsAt: null };
  }
  const salePrice = priceAfter(target.price, { action: 'lower_price', percent: change.percent });
  // A price too small to cut by a whole rupee gets no sale.
  if (toPaise(salePrice) >= toPaise(target.price)) return null;
  const endsAt = change.sale_ends_at ?? null;
  const sameEnd = (end?.getTime() ?? null) === (endsAt?.getTime() ?? null);
  if (stored !== null && toPaise(stored) === toPaise(salePrice) && sameEnd) return null;
  return { salePrice, saleEndsAt: endsAt };
}

/** "Put 12 products on sale at 20% off until 31 Dec?" */
export function saleQuestion(change: SaleChange, products: string): string {
  if (change.action === 'end_sale') return `End the sale of ${products}?`;
  const until = change.sale_ends_at
    ? ` until ${lastSaleDay(change.sale_ends_at.toISOString())}`
    : '';
  return `Put ${products} on sale at ${change.percent}% off${until}?`;
}
