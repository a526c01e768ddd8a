// Sale prices: a product may have a sale price below its price, until an optional end (the end
// of a day in India). What a shopper pays now is `currentPrice`; cards and pages show the old
// price struck through and the saving. Pure: the server decides "now" when it reads products.
import { formatPrice, paiseToString, toPaise } from '@/lib/shared/money';

export interface SaleFields {
  /** "1499.00" */
  price: string;
  /** The sale price while the sale runs, else null or absent. */
  salePrice?: string | null;
}

/** What a shopper pays for one piece now. */
export function currentPrice(product: SaleFields): string {
  return product.salePrice ?? product.price;
}

/** "Save ₹500.00 (25%)" for a product on sale, else null. */
export function savingText(product: SaleFields): string | null {
  if (product.salePrice == null) return null;
  const was = toPaise(product.price);
  const saved = was - toPaise(product.salePrice);
  if (saved <= 0 || was <= 0) return null;
  const percent = Math.floor((saved * 100) / was);
  return `Save ${formatPrice(paiseToString(saved))}${percent >= 1 ? ` (${percent}%)` : ''}`;
}

/** Whether a stored sale runs at `now`: a price below the price and an end still to come. */
export function saleRuns(
  price: string,
  salePrice: string | null,
  endsAt: Date | null,
  now: Date,
): boolean {
  if (salePrice === null) return false;
  if (toPaise(salePrice) <= 0 || toPaise(salePrice) >= toPaise(price)) return false;
  return endsAt === null || endsAt.getTime() > now.getTime();
}
