import 'server-only';
// The server cart's bodies, parsed with their shared contracts (lib/shared/cart/cart-requests.ts).
import type { ProductLine } from '@/lib/shared/cart/product-line';
import { cartAddRequestSchema, cartSyncRequestSchema } from '@/lib/shared/cart/cart-requests';
import { readJsonObject } from '@/lib/server/http/body';
import { validate } from '@/lib/server/infra/validate';

/** POST /api/cart/items/ {product_id, qty, size?} */
export async function readCartAdd(request: Request): Promise<ProductLine> {
  const body = validate(cartAddRequestSchema, await readJsonObject(request));
  return { productId: body.product_id, qty: body.qty, size: body.size };
}

/** PUT on a cart sync path: {items: [{id: product id, qty, size?}], subtotal} */
export async function readCartSync(request: Request): Promise<ProductLine[]> {
  const body = validate(cartSyncRequestSchema, await readJsonObject(request));
  return body.items.map((i) => ({ productId: i.id, qty: i.qty, size: i.size }));
}
