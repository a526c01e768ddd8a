import 'server-only';
// A checkout sent twice is one order: the browser sends one key per checkout with its order
// (docs/api.md, `idempotency_key`), and the orders table holds each key once. A repeat of the
// key (a double tap, a retry after a timeout, the same checkout reaching two servers) gets the
// order saved first, with the same number, instead of a second one; the unique key in the
// database settles a race between two servers.
//
// A key is not a secret the shopper chose well, so a repeat must be the same checkout: the same
// lines, from the same account (or again a guest). Anything else is refused as a reused key.
import { eq } from 'drizzle-orm';
import { orders } from '@/db/schema';
import { productSizeKey } from '@/lib/shared/cart/line-size';
import type { ProductLine } from '@/lib/shared/cart/product-line';
import type { Order } from '@/lib/shared/orders/types';
import type { Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';
import { orderWithDetails } from './queries';

export const REUSED_KEY_MESSAGE =
  'This idempotency_key was already used for another order. Send a new key for a new order.';

/** The lines as one text, whatever their order: each product in its size, and how many. */
const lineSet = (
  lines: readonly { productId: number | null; size: string | null; qty: number }[],
) =>
  lines
    .map((l) => `${productSizeKey(l.productId ?? 0, l.size)}×${l.qty}`)
    .sort()
    .join(',');

/**
 * The order saved earlier with this key, when the request repeats that checkout; null when the
 * key is new. A key used for other lines or by someone else is a 400 naming the field.
 */
export async function orderForRepeat(
  caller: Caller | null,
  key: string,
  lines: readonly ProductLine[],
): Promise<Order | null> {
  const db = await database();
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  if (!row) return null;
  const order = await orderWithDetails(row);
  const sameCaller = (row.userId ?? null) === (caller?.id ?? null);
  if (!sameCaller || lineSet(order.lines) !== lineSet(lines)) {
    throw new ValidationError({ idempotency_key: [REUSED_KEY_MESSAGE] });
  }
  return order;
}
