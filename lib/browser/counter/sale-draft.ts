// The sale in progress at the counter, kept in this browser (localStorage) until the server has
// confirmed it: a reload, a closed tab or a dropped connection loses nothing, and a retry sends
// the same idempotency key, so the server never records it twice. The last completed sale is
// kept too, so going back from its receipt shows it again until "New sale".
import { z } from '@/lib/shared/validation/zod';
import { DISCOUNT_KINDS } from '@/lib/shared/counter/bill';
import type { CounterProduct } from '@/lib/shared/counter/lookup';
import type { CounterSaleAnswer } from '@/lib/shared/counter/sale-request';
import { readStoredJson, safeRemove, safeSet } from '@/lib/browser/storage';

const DRAFT_KEY = 'counter-sale';
const DONE_KEY = 'counter-sale-done';
/** A full bill of 60 lines with photos' paths fits well under this. */
const MAX_CHARS = 200_000;

const discountDraft = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  /** As typed: rupees for amount and final, a percentage for percent. */
  value: z.string(),
  reason: z.string(),
});
export type DiscountDraft = z.infer<typeof discountDraft>;

const counterProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  price: z.string(),
  regularPrice: z.string().nullable(),
  available: z.boolean(),
  stock: z.number().int(),
  sizes: z.array(z.object({ size: z.string(), stock: z.number().int() })),
  perSize: z.boolean(),
}) satisfies z.ZodType<CounterProduct>;

const draftLine = z.object({
  /** The line's own id (a product may be on two lines in two sizes). */
  id: z.string(),
  product: counterProduct,
  size: z.string().nullable(),
  qty: z.number().int().min(1),
  discount: discountDraft.nullable(),
});
export type DraftLine = z.infer<typeof draftLine>;

export const PAY_MODES = ['cash', 'upi', 'card', 'split'] as const;
export type PayMode = (typeof PAY_MODES)[number];

const saleDraft = z.object({
  version: z.literal(1),
  /** The idempotency key, taken when the sale starts and kept until the server confirms it. */
  key: z.string(),
  lines: z.array(draftLine),
  billDiscount: discountDraft.nullable(),
  customer: z.object({ phone: z.string(), name: z.string(), gstin: z.string() }),
  pay: z.object({
    mode: z.enum(PAY_MODES),
    /** Split: each method's part as typed (rupees). */
    split: z.object({
      cash: z.string(),
      upi: z.string(),
      card: z.string(),
      /** Store credit on the customer's phone (a draft kept before it existed has none). */
      credit: z.string().default(''),
    }),
    /** Cash handed over, as typed. */
    tendered: z.string(),
    /** The owner saw the UPI payment arrive / the card terminal approve. */
    received: z.object({ upi: z.boolean(), card: z.boolean() }),
  }),
  /** A Complete was sent and no answer came: the sale may be recorded; retry with the same key. */
  unconfirmed: z.boolean(),
});
export type SaleDraft = z.infer<typeof saleDraft>;

export function newDraft(): SaleDraft {
  return {
    version: 1,
    key: crypto.randomUUID(),
    lines: [],
    billDiscount: null,
    customer: { phone: '', name: '', gstin: '' },
    pay: {
      mode: 'cash',
      split: { cash: '', upi: '', card: '', credit: '' },
      tendered: '',
      received: { upi: false, card: false },
    },
    unconfirmed: false,
  };
}

/** The kept sale in progress, or null (none, or unreadable: a sale is then started afresh). */
export function readDraft(): SaleDraft | null {
  const parsed = saleDraft.safeParse(readStoredJson(DRAFT_KEY, undefined, MAX_CHARS));
  return parsed.success ? parsed.data : null;
}

export function keepDraft(draft: SaleDraft): void {
  if (draft.lines.length === 0 && !draft.unconfirmed) safeRemove(DRAFT_KEY);
  else safeSet(DRAFT_KEY, JSON.stringify(draft));
}

const doneSale = z.object({
  number: z.string(),
  total: z.string(),
  change: z.string(),
  receipt_url: z.string(),
  whatsapp_url: z.string().nullable(),
  repeated: z.boolean(),
});
export type DoneSale = z.infer<typeof doneSale>;

export function readDone(): DoneSale | null {
  const parsed = doneSale.safeParse(readStoredJson(DONE_KEY));
  return parsed.success ? parsed.data : null;
}

/** The server confirmed the sale: the draft is gone and its answer is kept for the done screen. */
export function keepDone(answer: CounterSaleAnswer): DoneSale {
  const done: DoneSale = {
    number: answer.number,
    total: answer.total,
    change: answer.change,
    receipt_url: answer.receipt_url,
    whatsapp_url: answer.whatsapp_url,
    repeated: answer.repeated,
  };
  safeSet(DONE_KEY, JSON.stringify(done));
  safeRemove(DRAFT_KEY);
  return done;
}

export function forgetDone(): void {
  safeRemove(DONE_KEY);
}
