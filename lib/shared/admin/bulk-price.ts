// One product's price after a bulk price change: the rule the bulk edit's price changes and its
// sale (a price cut kept as the sale price) both follow. Pure.
import { paiseToString, toPaise } from '@/lib/shared/money';
import type { PriceChange } from '@/lib/shared/validation/bulk-edit';

/** No bulk price change goes below ₹1: a product at ₹0 could be ordered for nothing. */
const PRICE_FLOOR_RUPEES = 1;

/**
 * The price after a change, "1649.00". A percentage is worked in whole paise and basis points,
 * rounded half up to the whole rupee, and never below ₹1; a set price is taken as given.
 */
export function priceAfter(price: string, change: PriceChange): string {
  if (change.action === 'set_price') return change.price;
  const basisPoints = Math.round(change.percent * 100); // 12.5 % -> 1250
  const factor = change.action === 'raise_price' ? 10_000 + basisPoints : 10_000 - basisPoints;
  // paise × factor / 10,000 is the new price in paise, / 100 more is rupees: 10^6 in all.
  const rupees = Math.floor((toPaise(price) * factor + 500_000) / 1_000_000);
  return paiseToString(Math.max(PRICE_FLOOR_RUPEES, rupees) * 100);
}
