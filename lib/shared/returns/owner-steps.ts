// The owner's steps on a return request after it is opened or asked: accept, decline with a
// reason, receive the pieces (each back to stock or written off), and settle the money. The
// contracts of the admin order page's buttons and of lib/server/returns.
import { idField } from '@/lib/shared/validation/id-field';
import { plainText } from '@/lib/shared/validation/plain-text';
import { z } from '@/lib/shared/validation/zod';
import { RETURN_CONDITIONS } from './states';

export const returnIdField = idField('No such return request.');

export const declineReturnSchema = z.object({
  reason: plainText(300, 'Reason').pipe(z.string().min(1, 'Say why the request is declined.')),
});
export type DeclineReturnInput = z.input<typeof declineReturnSchema>;

export const receiveReturnSchema = z.object({
  /** What the owner found, per line of the request (by its order line): shelf or damaged. */
  lines: z
    .array(
      z.object({
        orderLineId: idField('No such line of this request.'),
        condition: z.enum(RETURN_CONDITIONS, { error: 'Choose back to stock or damaged.' }),
        /** Why a damaged piece is written off (the ledger row says it). */
        note: plainText(150, 'Note').optional().default(''),
      }),
    )
    .min(1, 'Say what came back.')
    .max(60),
});
export type ReceiveReturnInput = z.input<typeof receiveReturnSchema>;

/** How the money moves at the end: refund or collect by cash or UPI, refund as store credit. */
export const SETTLE_METHODS = ['cash', 'upi', 'store_credit', 'none'] as const;
export type SettleMethod = (typeof SETTLE_METHODS)[number];

export const settleReturnSchema = z
  .object({
    method: z.enum(SETTLE_METHODS, { error: 'Choose how the money moves.' }),
    /** The UPI transfer's reference (UTR), required for UPI. */
    reference: plainText(40, 'UPI reference').optional().default(''),
  })
  .refine((s) => s.method !== 'upi' || s.reference.length >= 6, {
    error: 'Enter the UPI reference (at least 6 characters).',
    path: ['reference'],
  });
export type SettleReturnInput = z.input<typeof settleReturnSchema>;
