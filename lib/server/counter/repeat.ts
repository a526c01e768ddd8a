import 'server-only';
// A counter sale sent twice is one sale: the till keeps the sale until the server confirms it and
// retries with the same idempotency key (a double tap, a dropped connection). The key shares the
// orders' unique column with the web's checkout keys: a key is a key, so a key that saved a web
// order, or a counter sale of other lines, is refused as reused (400), never sold again.
import { eq } from 'drizzle-orm';
import { orderLines, orders, type OrderRow } from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import { productSizeKey } from '@/lib/shared/cart/line-size';
import type { CounterSaleRequest } from '@/lib/shared/counter/sale-request';
import type { Db, Tx } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';
import { REUSED_KEY_MESSAGE } from '@/lib/server/orders/repeat';

/** The lines as one text, whatever their order: each product in its size, and how many. */
const lineSet = (
  lines: readonly { productId: number | null; size: string | null; qty: number }[],
) =>
  lines
    .map((l) => `${productSizeKey(l.productId ?? 0, l.size)}×${l.qty}`)
    .sort()
    .join(',');

/** The sale this key recorded before, when the request repeats it; null when the key is new. */
export async function saleForRepeat(
  db: Db | Tx,
  request: CounterSaleRequest,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.idempotencyKey, request.idempotency_key))
    .limit(1);
  if (!row) return null;
  const lines = await db
    .select({ productId: orderLines.productId, size: orderLines.size, qty: orderLines.qty })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id));
  const asked = request.lines.map((l) => ({ productId: l.product_id, size: l.size, qty: l.qty }));
  const same =
    row.channel === 'counter' &&
    lineSet(lines.map((l) => ({ ...l, size: sizeOf(l.size) }))) === lineSet(asked);
  if (!same) throw new ValidationError({ idempotency_key: [REUSED_KEY_MESSAGE] });
  return row;
}
