import { formatPrice } from '@/lib/shared/money';
import { currentPrice, savingText, type SaleFields } from '@/lib/shared/sale';

/** On sale: the old price struck through and the saving ("Save ₹500.00 (25%)"); else nothing. */
export function SaleNote({ product, big = false }: { product: SaleFields; big?: boolean }) {
  const saving = savingText(product);
  if (!saving) return null;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2" data-testid="sale-note">
      <s className={`text-muted tabular-nums ${big ? 'text-base' : 'text-sm'}`}>
        <span className="sr-only">Was </span>
        {formatPrice(product.price)}
      </s>
      <span
        className={`rounded bg-success/10 px-1.5 font-semibold text-success ${big ? 'text-sm' : 'text-xs'}`}
      >
        {saving}
      </span>
    </span>
  );
}

/** A card's price: what the shopper pays now, and the sale's old price and saving. */
export function PriceTag({ product }: { product: SaleFields }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="text-base font-semibold text-brand tabular-nums" data-testid="card-price">
        {formatPrice(currentPrice(product))}
      </span>
      <SaleNote product={product} />
    </p>
  );
}
