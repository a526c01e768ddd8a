// The shopper's ask from the order's status page: "Exchange a size" or "Return", the items and
// how many pieces of each, for an exchange the size wanted instead, a reason for each from the
// short list, and an optional note. The contract of the status page's form and of the server's
// `askReturn` (lib/server/returns/ask.ts); the page's token authorises it.
import { idField } from '@/lib/shared/validation/id-field';
import { plainText } from '@/lib/shared/validation/plain-text';
import { z } from '@/lib/shared/validation/zod';
import { RETURN_ACTIONS, RETURN_REASONS, type ReturnAction } from './states';

/** What the status page's two buttons say. */
export const ASK_ACTION_LABELS: Record<ReturnAction, string> = {
  exchange: 'Exchange a size',
  return: 'Return',
};

export const askLineSchema = z.object({
  orderLineId: idField('Choose an item of this order.'),
  qty: z.coerce
    .number({ error: 'Enter how many pieces.' })
    .int('Enter whole pieces.')
    .min(1, 'Enter at least 1 piece.')
    .max(20, 'Enter at most 20 pieces.'),
  reason: z.enum(RETURN_REASONS, { error: 'Choose a reason.' }),
  /** An exchange's size wanted instead; '' for a return. */
  newSize: plainText(8, 'Size').optional().default(''),
});

export const askReturnSchema = z
  .object({
    action: z.enum(RETURN_ACTIONS, { error: 'Choose exchange or return.' }),
    lines: z
      .array(askLineSchema, { error: 'Choose the items to send back.' })
      .min(1, 'Choose at least one item.')
      .max(60, 'At most 60 items.'),
    note: plainText(500, 'Note').optional().default(''),
  })
  .superRefine((ask, ctx) => {
    const seen = new Set<number>();
    ask.lines.forEach((line, i) => {
      if (seen.has(line.orderLineId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'orderLineId'],
          message: 'Each item once: change its number of pieces instead.',
        });
      }
      seen.add(line.orderLineId);
      if (ask.action === 'exchange' && line.newSize === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'newSize'],
          message: 'Choose the size you want instead.',
        });
      }
    });
  });

/** What the browser sends (the form's values). */
export type AskReturnInput = z.input<typeof askReturnSchema>;
export type AskReturnRequest = z.output<typeof askReturnSchema>;

/** The message a second ask gets while one is being worked on. */
export const ONE_OPEN_ASK_MESSAGE =
  'You have already asked about this order: the shop is looking at it. Message the shop on WhatsApp to change it.';
