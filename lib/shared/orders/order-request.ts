// The body of POST /api/orders/ (docs/api.md) as it travels: the cart's lines, the checkout's
// key and the checkout details, which carry the checkout schema's own names (checkout.ts). The
// server reads the lines and the key with orderLinesSchema, then the details with
// orderDetailsSchema (the checkout schema, which also checks the fields against each other); the
// browser builds its body as their input types. A field renamed here fails typecheck on both sides.
import { z } from '@/lib/shared/validation/zod';
import { idField } from '@/lib/shared/validation/id-field';
import { chosenSizeField } from '@/lib/shared/validation/size';
import { isRecord } from '@/lib/shared/is-record';
import { checkoutFields, checkoutSchema, type CheckoutInput } from './checkout';
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

/** The lines and the key: what the order API checks before it reads the details. */
export const orderLinesSchema = z.object({
  idempotency_key: idempotencyKey,
  lines: z
    .array(lineSchema, { error: 'Send lines as a list of {product_id, size, qty}.' })
    .min(1, 'An order needs at least one line.')
    .max(ORDER_LIMITS.maxLines, `An order holds at most ${ORDER_LIMITS.maxLines} lines.`),
});

/** The details as a client may send them: every text field may be absent (or null). */
type OrderDetailsBody = Pick<CheckoutInput, 'fulfilment'> & {
  [field in Exclude<keyof CheckoutInput, 'fulfilment'>]?: CheckoutInput[field] | null;
};

/** The body as the browser sends it. */
export type OrderRequestBody = z.input<typeof orderLinesSchema> & OrderDetailsBody;

/** The body's checkout details: a text field absent or null is empty, as the form sends it. */
export const orderDetailsSchema = z.preprocess((body) => {
  if (!isRecord(body)) return body;
  const { fulfilment: _choice, ...text } = checkoutFields;
  const empty = Object.keys(text).map((field) => [field, body[field] ?? '']);
  return { fulfilment: body.fulfilment, ...Object.fromEntries(empty) };
}, checkoutSchema);
