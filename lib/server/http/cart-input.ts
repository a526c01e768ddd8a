import 'server-only';
import { z } from 'zod';
import { idField } from '@/lib/shared/validation/id-field';
import type { CartLine } from '@/lib/server/carts/carts';
import { CART_LIMITS } from '@/lib/shared/cart/types';
import { chosenSizeField } from '@/lib/shared/validation/size';
import { readJsonObject } from '@/lib/server/http/body';
import { validate } from '@/lib/server/infra/validate';

const productId = idField('Send a product id (a positive integer).');
const qty = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,10}$/)
        .transform(Number),
    ],
    {
      error: 'Quantity must be a whole number.',
    },
  )
  .pipe(
    z
      .number()
      .int('Quantity must be a whole number.')
      .min(1, 'Quantity must be at least 1.')
      .max(CART_LIMITS.maxQty, `Quantity must be at most ${CART_LIMITS.maxQty}.`),
  );

const addSchema = z.object({ product_id: productId, qty: qty.default(1), size: chosenSizeField });

// The browser sends its whole line (id, qty, price, name, image, available); only the product id
// and the quantity count: price and subtotal always come from the catalogue.
const syncSchema = z.object({
  items: z
    // The size is optional, so the message keeps naming only what every line needs.
    .array(z.object({ id: productId, qty, size: chosenSizeField }), {
      error: 'Send items as a list of {id, qty}.',
    })
    .max(500, 'A cart holds at most 500 lines.'),
});

/** POST /api/cart/items/ {product_id, qty, size?} */
export async function readCartAdd(request: Request): Promise<CartLine> {
  const body = validate(addSchema, await readJsonObject(request));
  return { productId: body.product_id, qty: body.qty, size: body.size };
}

/** PUT on a cart sync path: {items: [{id: product id, qty, size?}], subtotal} */
export async function readCartSync(request: Request): Promise<CartLine[]> {
  const body = validate(syncSchema, await readJsonObject(request));
  return body.items.map((i) => ({ productId: i.id, qty: i.qty, size: i.size }));
}
