// A customer's phone as a form or a body sends it: an Indian mobile (lib/shared/orders/contact.ts
// reads it), stored as "+91…", or '' when none is given. The checkout and the counter's customer
// both ask for it.
import { z } from '@/lib/shared/validation/zod';
import { normalizeIndianMobile } from '@/lib/shared/orders/contact';

const MOBILE_RULE = 'Enter a 10-digit Indian mobile number, e.g. 98765 43210.';

export const indianMobileField = z
  .string({ error: 'Phone must be text.' })
  .trim()
  .max(20, MOBILE_RULE)
  .transform((value, ctx) => {
    if (value === '') return '';
    const phone = normalizeIndianMobile(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: MOBILE_RULE });
      return z.NEVER;
    }
    return phone;
  });
