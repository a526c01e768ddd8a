// The body of POST /api/orders/{number}/payment-claim/ (docs/api.md) as it travels: "I have
// paid" with the UPI reference, authorised by the order's status token. The server parses its
// body with this schema (whether the reference is 12 digits is the claim's own rule, isUtr); the
// browser builds its body as the schema's input type; the answer is PaymentClaimAnswer. A field
// renamed here fails typecheck on both sides.
import { z } from '@/lib/shared/validation/zod';
import type { PaymentMethod, PaymentState } from '@/lib/shared/orders/payment';

export const paymentClaimSchema = z.object({
  token: z.string({ error: 'Send the order’s token (from its status link).' }).max(64),
  utr: z.string({ error: 'Send the 12-digit UPI reference number (UTR) as text.' }).max(40),
});

export type PaymentClaimBody = z.input<typeof paymentClaimSchema>;

/** 201: the order's number and its payment as it now stands. */
export interface PaymentClaimAnswer {
  number: string;
  payment: {
    method: PaymentMethod | null;
    state: PaymentState;
    utr: string | null;
    claimed_at: string | null;
  };
}
