'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { formatPrice } from '@/lib/shared/money';
import { stockCap } from '@/lib/browser/cart/quantity';
import type { SizeChoice } from '@/lib/browser/cart/refresh-facts';
import { chosenSize } from '@/lib/shared/cart/line-size';
import { lineTotal } from '@/lib/shared/cart/totals';
import type { CartItem } from '@/lib/shared/cart/types';
import { CartLineImage } from './cart-line-image';
import { LineSizePending, LineSizeSelect } from './line-size-select';
import { QuantityStepper } from './quantity-stepper';

export interface CartLineProps {
  /** The line with its effective availability. */
  line: CartItem;
  /** The price the shopper saw before today's refresh, when it changed. */
  previousPrice?: string;
  /** The quantity before it was lowered to the stock left. */
  loweredFrom?: number;
  /** Why the last order attempt could not sell this line as asked (a 409's message). */
  orderProblem?: string;
  /** The product no longer exists in the shop. */
  gone: boolean;
  /** A notify request for this product (in the line's size) was already sent. */
  notified: boolean;
  /** The product's sizes today, once the cart refresh knows them; the line may move to one. */
  sizeChoices?: readonly SizeChoice[];
  /** The refresh is still learning the sizes: a line in a size keeps the choice's room. */
  sizesPending?: boolean;
  onSizeChange(size: string): void;
  onQtyChange(qty: number): void;
  onRemove(): void;
  onNotify(): void;
}

/** Why a line cannot be ordered: gone from the shop, its size sold out, or out of stock. */
function unavailableLabel(line: CartItem, gone: boolean): string {
  if (gone) return 'No longer available';
  const size = chosenSize(line);
  return size !== null && line.stock === 0 ? `Size ${size} sold out` : 'Out of stock';
}

/**
 * One cart line (docs/product.md §2, §4): photo, name, colour and chosen size (never the product's whole
 * size list), the size choice, prices, quantity, remove.
 */
export function CartLine(props: CartLineProps) {
  const { line, previousPrice, loweredFrom, orderProblem, gone, notified, sizeChoices } = props;
  const max = stockCap(line.stock);
  const size = chosenSize(line);
  const details = [line.color ? `Colour: ${line.color}` : '', size ? `Size: ${size}` : ''].filter(
    Boolean,
  );
  const notifyWhat = size ? `${line.name}, size ${size}` : line.name;

  return (
    <li
      className="flex gap-3 border-b border-line py-4 last:border-b-0 sm:gap-4"
      data-testid="cart-line"
      data-key={line.key}
      data-product-id={line.id}
    >
      <CartLineImage src={line.image} alt={line.name} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 className="font-semibold leading-snug">
              <IntentLink href={`/product/${line.id}`} className="hover:underline">
                {line.name}
              </IntentLink>
            </h2>
            {details.length > 0 && <p className="text-sm text-muted">{details.join(' · ')}</p>}
            {!gone && sizeChoices && sizeChoices.length > 0 && (
              <div className="mt-2">
                <LineSizeSelect
                  name={line.name}
                  current={size}
                  choices={sizeChoices}
                  onChange={props.onSizeChange}
                />
              </div>
            )}
            {/* A line in a size gets the size choice once the refresh knows the sizes: its
                room is kept meanwhile, so the lines below do not move (CLS). */}
            {!gone && props.sizesPending && !sizeChoices && size !== null && (
              <div className="mt-2">
                <LineSizePending />
              </div>
            )}
          </div>
          <p className="text-sm">
            <span className="sr-only">Unit price </span>
            {previousPrice !== undefined && (
              <>
                <s className="mr-1 text-muted">{formatPrice(previousPrice)}</s>{' '}
              </>
            )}
            <span className="tabular-nums" data-testid="unit-price">
              {formatPrice(line.price)}
            </span>{' '}
            <span className="text-muted">each</span>
          </p>
        </div>

        {previousPrice !== undefined && (
          <p
            className="rounded bg-accent-soft px-2 py-1 text-sm text-ink"
            data-testid="price-changed"
          >
            Price changed from {formatPrice(previousPrice)} to {formatPrice(line.price)}
          </p>
        )}
        {orderProblem && (
          <p className="text-sm font-medium text-danger" data-testid="order-problem">
            {orderProblem}
          </p>
        )}
        {loweredFrom !== undefined && line.available && (
          <p className="text-sm text-ink">
            Only {line.stock} left: quantity lowered from {loweredFrom} to {line.qty}.
          </p>
        )}

        {!line.available && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger">
              {unavailableLabel(line, gone)}
            </span>
            {!gone && (
              <button
                type="button"
                onClick={props.onNotify}
                disabled={notified}
                aria-label={`${notified ? 'Requested' : 'Notify'}: ${notifyWhat}`}
                className="rounded-md border border-brand px-3 py-1 text-sm font-semibold text-brand hover:bg-brand/5 disabled:cursor-not-allowed disabled:border-line disabled:text-muted"
              >
                {notified ? 'Requested' : 'Notify'}
              </button>
            )}
          </div>
        )}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <QuantityStepper
              value={line.qty}
              max={max}
              label={line.name}
              disabled={!line.available}
              onChange={props.onQtyChange}
            />
            <button
              type="button"
              onClick={props.onRemove}
              className="text-sm font-medium text-danger underline-offset-2 hover:underline"
              aria-label={`Remove ${line.name} from cart`}
            >
              Remove
            </button>
          </div>
          <p className="font-semibold tabular-nums" data-testid="line-total">
            <span className="sr-only">Line total </span>
            {formatPrice(lineTotal(line))}
          </p>
        </div>
        {line.available && loweredFrom === undefined && line.stock === max && line.qty >= max && (
          <p className="text-xs text-muted">Only {max} in stock.</p>
        )}
      </div>
    </li>
  );
}
