// The shop opens a return or an exchange on an order (the customer is at the counter): the lines
// coming back, how many of each, why, and for an exchange the size or colour given instead. The
// contract of the admin order page's form and of the server's `openReturn`.
import { idField } from '@/lib/shared/validation/id-field';
import { plainText } from '@/lib/shared/validation/plain-text';
import { z } from '@/lib/shared/validation/zod';
import { RETURN_ACTIONS, RETURN_REASONS } from './states';

const isDbIdLike = (value: unknown) => typeof value === 'number' && value > 0;

export const openReturnLineSchema = z
  .object({
    orderLineId: idField('Choose a line of this order.'),
    qty: z.coerce
      .number({ error: 'Enter how many pieces.' })
      .int('Enter whole pieces.')
      .min(1, 'Enter at least 1 piece.')
      .max(20, 'Enter at most 20 pieces.'),
    action: z.enum(RETURN_ACTIONS, { error: 'Choose return or exchange.' }),
    reason: z.enum(RETURN_REASONS, { error: 'Choose a reason.' }),
    /** An exchange's new piece: this product in another size, or a colour sibling. */
    newProductId: idField('Choose the piece given instead.').nullish(),
    newSize: plainText(8, 'Size').optional().default(''),
  })
  .refine((l) => l.action === 'return' || isDbIdLike(l.newProductId), {
    error: 'Choose the piece given instead.',
    path: ['newProductId'],
  });

export const openReturnSchema = z.object({
  lines: z
    .array(openReturnLineSchema, { error: 'Choose the lines coming back.' })
    .min(1, 'Choose at least one line coming back.')
    .max(60, 'At most 60 lines.')
    .refine((lines) => new Set(lines.map((l) => l.orderLineId)).size === lines.length, {
      error: 'Each line of the order once per request.',
    }),
  note: plainText(500, 'Note').optional().default(''),
});

export type OpenReturnInput = z.input<typeof openReturnSchema>;
export type OpenReturnRequest = z.output<typeof openReturnSchema>;
