// The shop's own change of a customer's store credit (a goodwill credit, a correction): the
// contract of the admin's form and of POST /api/store-credit/. Adding is all it does; credit
// is taken only as payment, so nothing here can make a balance go down.
import { parseRupees } from '@/lib/shared/money';
import { plainText } from '@/lib/shared/validation/plain-text';
import { indianMobileField } from '@/lib/shared/validation/phone';
import { z } from '@/lib/shared/validation/zod';

const AMOUNT_RULE = 'Enter the credit to add in rupees, e.g. 500.';
/** The largest single adjustment: ₹1,00,000. */
export const MAX_ADJUST_PAISE = 1_00_000_00;

export const storeCreditAdjustSchema = z.object({
  phone: indianMobileField.refine((p) => p !== '', 'Enter the customer’s phone number.'),
  amount: z
    .string({ error: AMOUNT_RULE })
    .trim()
    .transform((value, ctx) => {
      const paise = parseRupees(value);
      if (paise === null || paise === 0) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_RULE });
        return z.NEVER;
      }
      if (paise > MAX_ADJUST_PAISE) {
        ctx.addIssue({ code: 'custom', message: 'Add at most ₹1,00,000 at a time.' });
        return z.NEVER;
      }
      return paise;
    }),
  note: plainText(200, 'Note').min(1, 'Say why the credit is given.'),
});

export type StoreCreditAdjustInput = z.input<typeof storeCreditAdjustSchema>;
