// The checkout details the cart page asks for before "Order on WhatsApp": one zod
// schema for the browser form (react-hook-form) and the order API, which re-checks it; its
// fields are named as POST /api/orders/ names them (lib/shared/orders/order-request.ts).
import { z } from '@/lib/shared/validation/zod';
import { plainText } from '@/lib/shared/validation/plain-text';
import { isRecord } from '@/lib/shared/is-record';
import { indianMobileField } from '@/lib/shared/validation/phone';
import { FULFILMENTS } from './fulfilment';
import { pinStateChoice, pinStateProblem, stateFromPin } from '@/lib/shared/gst/pin-states';
import { isStateCode, stateCodeFrom } from '@/lib/shared/gst/states';
import { PAYMENT_METHODS } from './payment';
import { parseRupees } from '@/lib/shared/money';

export { FULFILMENTS, type Fulfilment } from './fulfilment';

export const checkoutFields = {
  name: plainText(100, 'Name').min(1, 'Enter your name.'),
  phone: indianMobileField,
  fulfilment: z.enum(FULFILMENTS, { error: 'Choose pickup at the shop or delivery.' }),
  address: plainText(300, 'Address'),
  pincode: z.string({ error: 'PIN code must be text.' }).trim(),
  note: plainText(500, 'Note'),
  /**
   * The delivery address's state, by name ("Kerala", any case) or GST state code ("32"), kept as
   * the code: the invoice's place of supply. '' lets the PIN code (or the shop's state) decide.
   */
  state: z
    .string({ error: 'State must be text.' })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return '';
      const code = stateCodeFrom(value);
      if (code === null) {
        ctx.addIssue({ code: 'custom', message: 'Choose the state of the delivery address.' });
        return z.NEVER;
      }
      return code;
    }),
  /**
   * How the shopper will pay; '' lets the shop's default stand (pay at handover). Named as the
   * order API names it, in the form too, so a refusal of it lands on the payment choice.
   */
  payment_method: z.enum(['', ...PAYMENT_METHODS], {
    error: 'Choose how you will pay: upi, on_delivery or at_shop.',
  }),
  /**
   * The store credit the signed-in shopper chose to use, in rupees as the checkout showed it
   * ("500.00"), read as paise; '' (0) uses none. The server spends exactly this much of the
   * balance on the checkout's phone (at most the order's total), or refuses the order.
   */
  store_credit: z
    .string({ error: 'Send store_credit as an amount in rupees, e.g. "500.00".' })
    .trim()
    .transform((value, ctx) => {
      if (value === '') return 0;
      const paise = parseRupees(value);
      if (paise === null || paise === 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'Send store_credit as an amount in rupees, e.g. "500.00".',
        });
        return z.NEVER;
      }
      return paise;
    }),
};

/** The delivery checks can run: the fulfilment, address and PIN code are readable text. */
function deliveryGiven({ value }: { value: unknown }): boolean {
  return (
    isRecord(value) &&
    value.fulfilment === 'delivery' &&
    typeof value.address === 'string' &&
    typeof value.pincode === 'string'
  );
}

/** The state checks can run: a delivery with a readable PIN code and a known state (or none). */
function placeGiven(payload: { value: unknown }): boolean {
  const { value } = payload;
  return (
    deliveryGiven(payload) && isRecord(value) && (value.state === '' || isStateCode(value.state))
  );
}

/** Delivery needs an address and a 6-digit PIN code; pickup keeps neither. */
export const checkoutSchema = z
  .object({
    name: checkoutFields.name,
    phone: checkoutFields.phone.default(''),
    fulfilment: checkoutFields.fulfilment,
    address: checkoutFields.address.default(''),
    pincode: checkoutFields.pincode.default(''),
    note: checkoutFields.note.default(''),
    state: checkoutFields.state.default(''),
    payment_method: checkoutFields.payment_method.default(''),
    store_credit: checkoutFields.store_credit.default(0),
  })
  // Checked even while another field (say the name) is wrong, so the shopper sees every missing
  // detail at once (zod skips object refinements on a failed object unless `when` says not to).
  .refine((v) => v.fulfilment !== 'delivery' || v.address !== '', {
    path: ['address'],
    message: 'Enter the delivery address.',
    when: deliveryGiven,
  })
  .refine((v) => v.fulfilment !== 'delivery' || /^[1-9]\d{5}$/.test(v.pincode), {
    path: ['pincode'],
    message: 'Enter the 6-digit PIN code.',
    when: deliveryGiven,
  })
  // The place of supply is where the goods go: a state the PIN code is not in is refused, naming
  // both ("PIN 682031 is in Kerala, not Karnataka."), and a missing one is the PIN's.
  .refine((v) => v.fulfilment !== 'delivery' || !pinStateProblem(v.pincode, v.state), {
    path: ['state'],
    error: (issue) => {
      const v = issue.input as { pincode: string; state: string };
      return pinStateProblem(v.pincode, v.state) ?? '';
    },
    when: placeGiven,
  })
  .refine((v) => v.fulfilment !== 'delivery' || v.state !== '' || !pinStateChoice(v.pincode), {
    path: ['state'],
    error: (issue) => pinStateChoice((issue.input as { pincode: string }).pincode) ?? '',
    when: placeGiven,
  })
  .transform((value) => {
    if (value.fulfilment === 'pickup') return { ...value, address: '', pincode: '', state: '' };
    return value.state === '' ? { ...value, state: stateFromPin(value.pincode) ?? '' } : value;
  });

export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutDetails = z.output<typeof checkoutSchema>;
