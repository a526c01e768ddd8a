// The contract of receiving stock (admin › Receive stock): a supplier's bill saved once, its
// lines raising the counts they name. The form builds `ReceiveStockInput`; the server parses it
// with `receiveStockSchema` (lib/server/stock/receive.ts), so a client that skips the page gets
// the same refusals, keyed by the line's path (`lines.2.qty`).
import { parseRupees } from '@/lib/shared/money';
import { idField } from '@/lib/shared/validation/id-field';
import { plainText } from '@/lib/shared/validation/plain-text';
import { z } from '@/lib/shared/validation/zod';

/** Pieces of one product and size on one bill: more than a shop's delivery ever holds. */
export const RECEIVE_QTY_MAX = 10_000;
/** Lines of one bill. */
export const RECEIVE_LINES_MAX = 200;
/** The largest cost of a piece, in paise (₹10,00,000). */
const COST_MAX_PAISE = 100_000_000;

const qtyField = z.coerce
  .number({ error: 'Enter how many pieces came.' })
  .int('Enter whole pieces.')
  .min(1, 'Enter 1 or more pieces.')
  .max(RECEIVE_QTY_MAX, `Enter at most ${RECEIVE_QTY_MAX} pieces.`);

/** An optional rupee amount typed by a person ("450", "1,299.50"); '' is "not given". */
const costField = z
  .string({ error: 'Cost must be text.' })
  .trim()
  .optional()
  .transform((text, ctx): number | null => {
    if (!text) return null;
    const paise = parseRupees(text);
    if (paise === null || paise > COST_MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: 'Enter the cost of a piece in rupees, e.g. 450.' });
      return z.NEVER;
    }
    return paise;
  });

export const receiveLineSchema = z.object({
  productId: idField('Choose a product.'),
  /** The size for a product kept per size; '' (or absent) for one kept as one count. */
  size: z
    .string({ error: 'Size must be text.' })
    .trim()
    .max(8, 'Size must be at most 8 characters.')
    .optional()
    .transform((s) => (s ? s : null)),
  qty: qtyField,
  costPrice: costField,
});

export const receiveStockSchema = z
  .object({
    supplier: plainText(120, 'Supplier').min(1, 'Enter the supplier’s name.'),
    billNumber: plainText(60, 'Bill number'),
    note: plainText(300, 'Note').optional().default(''),
    lines: z
      .array(receiveLineSchema, { error: 'Add the pieces that came.' })
      .min(1, 'Add at least one product.')
      .max(RECEIVE_LINES_MAX, `A bill holds at most ${RECEIVE_LINES_MAX} lines.`),
  })
  .superRefine((input, ctx) => {
    const seen = new Map<string, number>();
    input.lines.forEach((line, i) => {
      const key = `${line.productId}|${line.size ?? ''}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'qty'],
          message: 'This product and size is already on the bill: add the pieces there.',
        });
      } else seen.set(key, i);
    });
  });

/** What the form sends (the schema's input). */
export type ReceiveStockInput = z.input<typeof receiveStockSchema>;
export type ReceiveStockRequest = z.output<typeof receiveStockSchema>;

/** What a saved receipt answers. */
export interface ReceiveStockDone {
  receiptId: number;
  /** Pieces received over all lines. */
  pieces: number;
}

/** A saved receipt as the page lists it. */
export interface ReceiptSummary {
  id: number;
  supplier: string;
  billNumber: string;
  pieces: number;
  lines: number;
  /** ISO time it was saved. */
  createdAt: string;
}

/** The ledger's reference of a receipt's rows: the receipt names the supplier and the bill. */
export const receiptReference = (id: number) => `Receipt ${id}`;
