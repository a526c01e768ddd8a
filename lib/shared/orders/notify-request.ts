// The body of POST /api/notify-requests/ (docs/api.md) as it travels: a shopper's ask to hear
// when a product, or one size of it, is back, with the phone they gave at checkout when there is
// one. The server parses its body with this schema; the browser builds its body as the schema's
// input type; the answer is NotifyRequestAnswer. A field renamed here fails typecheck on both sides.
import { z } from '@/lib/shared/validation/zod';
import { idField } from '@/lib/shared/validation/id-field';
import { chosenSizeField } from '@/lib/shared/validation/size';
import { checkoutFields } from './checkout';

export const notifyRequestSchema = z.object({
  product_id: idField('Send a product id (a positive integer).'),
  size: chosenSizeField,
  phone: checkoutFields.phone.optional(),
});

/** The body as the browser sends it (the phone only when there is one). */
export type NotifyRequestBody = z.input<typeof notifyRequestSchema>;

/** 201: recorded; the shop sees it counted on its wanted list. */
export interface NotifyRequestAnswer {
  detail: string;
}
