import 'server-only';
// The piece an exchange gives instead: the same product in another size, or a colour sibling
// (one design in another colour), in a size it offers. Its price is the shop's rule
// (docs/decisions.md "Exchanges"): a size swap costs what the customer paid for the old piece,
// so it never costs or refunds anything; a colour sibling costs its own current price, and the
// difference is refunded or collected.
import { lineLabel, shortStockMessage } from '@/lib/shared/orders/unavailable-line';
import type { Product } from '@/lib/shared/product';
import { currentPrice } from '@/lib/shared/sale';
import { hasSizes, offeredSizes, stockOfSize } from '@/lib/shared/sizes';
import { toPaise } from '@/lib/shared/money';
import { ConflictError, ValidationError } from '@/lib/server/infra/errors';
import { queryProductsByIds } from '@/lib/server/products/catalogue-pages';

export interface ExchangeAsk {
  /** The old line's product (null: deleted, so nothing can be swapped for it). */
  oldProductId: number | null;
  oldSize: string | null;
  newProductId: number;
  newSize: string;
  qty: number;
  unitPaidPaise: number;
}

export interface ExchangePiece {
  productId: number;
  name: string;
  /** '' when the product has no sizes. */
  size: string;
  unitPricePaise: number;
}

/** The products exchanges name, read before a transaction opens. */
export async function productsFor(ids: readonly (number | null)[]): Promise<Map<number, Product>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = wanted.length ? await queryProductsByIds(wanted) : [];
  return new Map(found.map((p) => [p.id, p]));
}

/**
 * The new piece of an exchange checked against the catalogue as read: a sibling or the same
 * product, a size it offers (not the same size of the same product), `qty` in stock (so a
 * sold-out size is refused before anything is written; receiving checks again under the lock).
 */
export function exchangePiece(ask: ExchangeAsk, products: Map<number, Product>): ExchangePiece {
  const old = ask.oldProductId === null ? undefined : products.get(ask.oldProductId);
  const piece = products.get(ask.newProductId);
  const field = 'newProductId';
  if (!old || !piece) {
    throw new ValidationError({ [field]: ['That product is no longer in the catalogue.'] });
  }
  const same = piece.id === old.id;
  const sibling = (old.colourSiblings ?? []).some((s) => s.id === piece.id);
  if (!same && !sibling) {
    throw new ValidationError({
      [field]: ['Exchange for another size of this product or another colour of its design.'],
    });
  }
  const size = hasSizes(piece) ? ask.newSize : '';
  if (hasSizes(piece) && !offeredSizes(piece).includes(size)) {
    throw new ValidationError({
      newSize: [`Choose a size ${piece.name} comes in (${offeredSizes(piece).join(', ')}).`],
    });
  }
  if (same && size === (ask.oldSize ?? '')) {
    throw new ValidationError({ newSize: ['Choose another size than the one coming back.'] });
  }
  const left = stockOfSize(piece, size || null);
  if (!piece.available || left < ask.qty) {
    throw new ConflictError(
      `Cannot exchange: ${shortStockMessage(lineLabel(piece.name, size || null), piece.available ? left : 0)}`,
      'newSize',
    );
  }
  return {
    productId: piece.id,
    name: piece.name,
    size,
    unitPricePaise: same ? ask.unitPaidPaise : toPaise(currentPrice(piece)),
  };
}
