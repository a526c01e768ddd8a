// The server cart's writes as they travel (docs/api.md "Cart"): POST /api/cart/items/ and the
// cart sync PUT, each a zod schema the server parses its body with, the body's type as the
// browser builds it (the schema's input) and the answer's type (wire.ts). A field renamed here
// fails typecheck on both sides.
import { z } from '@/lib/shared/validation/zod';
import { idField } from '@/lib/shared/validation/id-field';
import { chosenSizeField } from '@/lib/shared/validation/size';
import { CART_LIMITS } from './types';
import type { CartItemWire, CartWire } from './wire';

const productId = idField('Send a product id (a positive integer).');

/** A quantity as a number or digits in a string ("3"), 1 to CART_LIMITS.maxQty. */
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

/** POST /api/cart/items/ {product_id, qty?, size?}: one of the product unless qty says more. */
export const cartAddRequestSchema = z.object({
  product_id: productId,
  qty: qty.default(1),
  size: chosenSizeField,
});

/** The add's body as the browser sends it (the size only when there is one). */
export type CartAddRequestBody = z.input<typeof cartAddRequestSchema>;
/** The add's answer: the line as it is now (201 new, 200 raised). */
export type CartAddAnswer = CartItemWire;

// Only the product id, the quantity and the size of a line count: price and subtotal always come
// from the catalogue. The size is optional, so the message keeps naming only what every line needs.
const syncLineSchema = z.object({ id: productId, qty, size: chosenSizeField });

/**
 * The cart sync PUT: the cart becomes exactly these lines. At most CART_LIMITS.maxLines, the
 * most the browser's cart holds (so the server accepts every cart the browser can send).
 */
export const cartSyncRequestSchema = z.object({
  items: z
    .array(syncLineSchema, { error: 'Send items as a list of {id, qty}.' })
    .max(CART_LIMITS.maxLines, `A cart holds at most ${CART_LIMITS.maxLines} lines.`),
});

/**
 * The sync's body as the browser sends it: each line also carries what docs/product.md §7's
 * lines carry (price, name, image, availability), and the body the subtotal; the server reads
 * none of them.
 */
export interface CartSyncRequestBody {
  items: (z.input<typeof syncLineSchema> & {
    price: string;
    name: string;
    image: string;
    available: boolean;
  })[];
  subtotal: string;
}
/** The sync's answer (and its GET's): the cart as the server now has it. */
export type CartSyncAnswer = CartWire;
