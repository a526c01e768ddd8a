// The body of POST /api/orders/ (docs/api.md) as it travels: the cart's lines, the checkout's
// key and the checkout details under their wire names. The server validates the lines and the key
// with this schema and the details with checkoutSchema (checkout.ts, which also checks the fields
// against each other); the browser builds its body as this schema's input type. A field renamed
// here fails typecheck on both sides.
import { z } from '@/lib/shared/validation/zod';
import { idField } from '@/lib/shared/validation/id-field';
import { chosenSizeField } from '@/lib/shared/validation/size';
import { checkoutFields } from './checkout';
import { ORDER_LIMITS } from './types';

const QTY_RULE = `Quantity must be a whole number from 1 to ${ORDER_LIMITS.maxQty}.`;

const qty = z
  .number({ error: QTY_RULE })
  .int(QTY_RULE)
  .min(1, QTY_RULE)
  .max(ORDER_LIMITS.maxQty, `At most ${ORDER_LIMITS.maxQty} of one item per order.`);

// Any price, name or subtotal a client sends is not read: prices come from the catalogue only.
const lineSchema = z.object({
  product_id: idField('Send a product id (a positive integer).'),
  size: chosenSizeField,
  qty,
});

/** One key per checkout, made by the client (a random UUID does): see lib/server/orders/repeat.ts. */
const idempotencyKey = z
  .string({ error: 'Send idempotency_key as text.' })
  .regex(
    /^[A-Za-z0-9_-]{16,64}$/,
    'Send idempotency_key as 16 to 64 letters, digits, "-" or "_" (a random UUID).',
  )
  .nullish();

export const orderRequestSchema = z.object({
  idempotency_key: idempotencyKey,
  lines: z
    .array(lineSchema, { error: 'Send lines as a list of {product_id, size, qty}.' })
    .min(1, 'An order needs at least one line.')
    .max(ORDER_LIMITS.maxLines, `An order holds at most ${ORDER_LIMITS.maxLines} lines.`),
  // The checkout details: an absent text field is empty; the payment choice is `payment_method`.
  name: checkoutFields.name.optional(),
  phone: checkoutFields.phone.optional(),
  fulfilment: checkoutFields.fulfilment,
  address: checkoutFields.address.optional(),
  pincode: checkoutFields.pincode.optional(),
  note: checkoutFields.note.optional(),
  state: checkoutFields.state.optional(),
  payment_method: checkoutFields.payment.optional(),
});

/** The body as the browser sends it. */
export type OrderRequestBody = z.input<typeof orderRequestSchema>;

/** The lines and the key: what the order API checks before it reads the details. */
export const orderLinesSchema = orderRequestSchema.pick({ idempotency_key: true, lines: true });
