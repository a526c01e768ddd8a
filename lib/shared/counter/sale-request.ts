// The contract of a counter sale: what the till (and POST /api/counter-sales/) sends, read by the
// server with this schema and built by the browser as its input type. Prices are never sent:
// the server prices every line at today's price; the till may send the total it showed
// (`expected_total`) so a price changed meanwhile is refused instead of charged.
import { z } from '@/lib/shared/validation/zod';
import { idField } from '@/lib/shared/validation/id-field';
import { chosenSizeField } from '@/lib/shared/validation/size';
import { plainText } from '@/lib/shared/validation/plain-text';
import { normalizeGstin, gstinProblem } from '@/lib/shared/gst/gstin';
import { indianMobileField } from '@/lib/shared/validation/phone';
import { parseRupees } from '@/lib/shared/money';
import { ORDER_LIMITS } from '@/lib/shared/orders/types';
import { DISCOUNT_KINDS, type Discount } from './bill';
import { COUNTER_PAYMENT_METHODS } from './payment-methods';

const QTY_RULE = `Quantity must be a whole number from 1 to ${ORDER_LIMITS.maxQty}.`;

/** "12.5" -> 1250 basis points; null unless 0–100 with at most two decimals. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.replace(/[%\s]/g, ''));
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

const rupees = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be an amount in rupees.` })
    .transform((value, ctx) => {
      const paise = parseRupees(String(value));
      if (paise === null) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be an amount in rupees, e.g. 499 or 499.50.`,
        });
        return z.NEVER;
      }
      return paise;
    });

/** {kind, value}: value is rupees ("100") for amount and final, a percentage ("10") for percent. */
export const discountField = z
  .object({
    kind: z.enum(DISCOUNT_KINDS, {
      error: 'Choose the discount as an amount, a percentage or a final price.',
    }),
    value: z.union([z.string(), z.number()], { error: 'Enter the discount.' }),
  })
  .transform((d, ctx): Discount => {
    const text = String(d.value);
    const value = d.kind === 'percent' ? parsePercent(text) : parseRupees(text);
    if (value === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          d.kind === 'percent'
            ? 'Enter a percentage from 0 to 100.'
            : 'Enter an amount in rupees, e.g. 100 or 99.50.',
      });
      return z.NEVER;
    }
    return { kind: d.kind, value };
  });

const reason = plainText(120, 'Reason').default('');
const REASON_NEEDED = 'Say why the discount is given.';
/** A final price always says why; an amount or percentage of 0 is no discount. */
const givesDiscount = (d: Discount | null) => d !== null && (d.kind === 'final' || d.value > 0);

const lineSchema = z
  .object({
    product_id: idField('Send a product id (a positive integer).'),
    size: chosenSizeField,
    qty: z
      .number({ error: QTY_RULE })
      .int(QTY_RULE)
      .min(1, QTY_RULE)
      .max(ORDER_LIMITS.maxQty, QTY_RULE),
    discount: discountField.nullish().transform((d) => d ?? null),
    discount_reason: reason,
  })
  .superRefine((line, ctx) => {
    if (givesDiscount(line.discount) && !line.discount_reason) {
      ctx.addIssue({ code: 'custom', path: ['discount_reason'], message: REASON_NEEDED });
    }
  });

const paymentSchema = z.object({
  method: z.enum(COUNTER_PAYMENT_METHODS, { error: 'Choose cash, UPI, card or store credit.' }),
  /** More than 0: a part that pays nothing is left out (the table refuses it). */
  amount: rupees('Amount').refine((paise) => paise > 0, 'Enter an amount more than ₹0.'),
  /** Cash only: what the customer handed over (the change is this minus amount). */
  tendered: rupees('Cash given')
    .nullish()
    .transform((t) => t ?? null),
});

const customerSchema = z
  .object({
    name: plainText(100, 'Name').default(''),
    phone: indianMobileField.default(''),
    gstin: z
      .string({ error: 'GSTIN must be text.' })
      .default('')
      .transform((value, ctx) => {
        const gstin = normalizeGstin(value);
        if (gstin === '') return '';
        const problem = gstinProblem(gstin);
        if (problem) {
          ctx.addIssue({ code: 'custom', message: problem });
          return z.NEVER;
        }
        return gstin;
      }),
  })
  .superRefine((c, ctx) => {
    if (c.gstin && !c.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'Enter the business’s name for its GST invoice.',
      });
    }
  });

export const counterSaleSchema = z
  .object({
    idempotency_key: z
      .string({ error: 'Send idempotency_key as text.' })
      .regex(
        /^[A-Za-z0-9_-]{16,64}$/,
        'Send idempotency_key as 16 to 64 letters, digits, "-" or "_" (a random UUID).',
      ),
    lines: z
      .array(lineSchema, { error: 'Send lines as a list of {product_id, size, qty}.' })
      .min(1, 'A sale needs at least one line.')
      .max(ORDER_LIMITS.maxLines, `A sale holds at most ${ORDER_LIMITS.maxLines} lines.`),
    bill_discount: discountField.nullish().transform((d) => d ?? null),
    bill_discount_reason: reason,
    payments: z
      .array(paymentSchema, { error: 'Send payments as a list of {method, amount}.' })
      .min(1, 'Say how the customer pays.')
      .max(3, 'Split a bill between at most three payments.'),
    customer: customerSchema.default({ name: '', phone: '', gstin: '' }),
    /** The total the till showed, in rupees; a different total today is refused (409). */
    expected_total: rupees('Expected total')
      .nullish()
      .transform((t) => t ?? null),
  })
  .superRefine((sale, ctx) => {
    if (givesDiscount(sale.bill_discount) && !sale.bill_discount_reason) {
      ctx.addIssue({ code: 'custom', path: ['bill_discount_reason'], message: REASON_NEEDED });
    }
    const methods = sale.payments.map((p) => p.method);
    if (new Set(methods).size !== methods.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['payments'],
        message: 'Give each payment method once.',
      });
    }
    sale.payments.forEach((p, i) => {
      if (p.tendered !== null && p.method !== 'cash') {
        ctx.addIssue({
          code: 'custom',
          path: ['payments', i, 'tendered'],
          message: 'Only cash has an amount given.',
        });
      }
      if (p.tendered !== null && p.tendered < p.amount) {
        ctx.addIssue({
          code: 'custom',
          path: ['payments', i, 'tendered'],
          message: 'The cash given is less than the cash part of the bill.',
        });
      }
    });
  });

/** The body as the till (or an API client) sends it. */
export type CounterSaleBody = z.input<typeof counterSaleSchema>;
/** The body as the server reads it: paise, normalised phone and GSTIN. */
export type CounterSaleRequest = z.output<typeof counterSaleSchema>;

/** What a completed counter sale answers (POST /api/counter-sales/, 201; a repeat of the key, 200). */
export interface CounterSaleAnswer {
  /** "SPM-1042": the order's number, shared with web orders. */
  number: string;
  total: string;
  change: string;
  invoice_number: string | null;
  /** The 80 mm receipt (admin page) and the invoice's PDF, absolute. */
  receipt_url: string;
  invoice_url: string | null;
  /** wa.me link with the receipt for the customer's phone, when one was given. */
  whatsapp_url: string | null;
  /** True when this key's sale was already recorded (a retry). */
  repeated: boolean;
}
