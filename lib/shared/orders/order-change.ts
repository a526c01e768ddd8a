// What an admin may change on an order, as the inbox's action and PATCH /api/orders/{n}/ both
// take it: one schema, so the two doors refuse the same input with the same words.
import { z } from '@/lib/shared/validation/zod';
import { ORDER_STATUSES } from './status';

/** Longest cancel reason kept in the order's history (the dialog's box stops there too). */
export const REASON_MAX_LENGTH = 300;

const status = (label: string) =>
  z.enum(ORDER_STATUSES, { error: `${label} must be one of ${ORDER_STATUSES.join(', ')}.` });

export const orderChangeSchema = z
  .object({
    /**
     * The status the admin saw: when the order has moved since, the change is refused (409)
     * rather than applied to an order the admin did not see.
     */
    expected: status('Expected').optional(),
    status: status('Status').optional(),
    /** Why, for a cancel (required there). */
    reason: z
      .string({ error: 'Reason must be text.' })
      .trim()
      .max(REASON_MAX_LENGTH, `Keep the reason to ${REASON_MAX_LENGTH} characters.`)
      .optional(),
    paid: z.boolean({ error: 'Paid must be true or false.' }).optional(),
  })
  .refine((v) => v.status !== undefined || v.paid !== undefined, {
    message: 'Send a status, paid, or both.',
    path: ['status'],
  });

export type OrderChange = z.output<typeof orderChangeSchema>;
export type OrderChangeInput = z.input<typeof orderChangeSchema>;
