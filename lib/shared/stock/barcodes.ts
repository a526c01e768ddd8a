// The owner's own barcode text on a product or one of its sizes (the codes on the shop's old
// labels: EAN-13, UPC, Code 128 texts), which the counter finds a product by. Pure: the product
// schema reads it on both sides, the product write and the spreadsheet plan the codes with it.
// Which product already holds a code is the server's to know (lib/server/products/barcodes.ts).
import { inSizeOrder } from '@/lib/shared/sizes';
import { isRecord } from '@/lib/shared/is-record';
import { cutGraphemes } from '@/lib/shared/graphemes';
import { z } from '@/lib/shared/validation/zod';

/** The longest code (the column's width). */
export const BARCODE_MAX = 40;

/**
 * Letters, digits and - . / (what EAN, UPC and the Code 128 texts of shop labels carry), kept in
 * capitals so a code typed in small letters finds the same product. No ":" or "|": the
 * spreadsheet's per-size cell ("S:890…|M:890…") stays unambiguous.
 */
const CODE = /^[A-Z0-9][A-Z0-9./-]*$/;

/** What a spreadsheet makes of a long number it shows shortened (Excel's 8.90123E+12). */
const SHORTENED_NUMBER = /^\d(\.\d+)?E\+?\d+$/i;

export const BARCODE_MESSAGES = {
  notText: 'Send the barcode as text, e.g. 8901234567890.',
  tooLong: `Use at most ${BARCODE_MAX} characters for a barcode.`,
  characters: 'Use only letters, digits and - . / in a barcode, e.g. 8901234567890 or KUR-M-12.',
  shortened:
    'This is a number a spreadsheet shortened (like 8.9E+12), not the barcode: format the column as text and type the code again.',
  sizesShape: 'Size barcodes must be an object of codes by size, e.g. {"S": "8901234567890"}.',
  sizesJson: 'Size barcodes must be valid JSON, e.g. {"S": "8901234567890"}.',
} as const;

/** One code as typed -> the code stored (trimmed, capitals), '' for none, or why not. */
export function readBarcode(
  text: string,
): { ok: true; code: string } | { ok: false; message: string } {
  const code = text.trim().toUpperCase();
  if (code === '') return { ok: true, code };
  if (SHORTENED_NUMBER.test(code)) return { ok: false, message: BARCODE_MESSAGES.shortened };
  if (code.length > BARCODE_MAX) return { ok: false, message: BARCODE_MESSAGES.tooLong };
  if (!CODE.test(code)) return { ok: false, message: BARCODE_MESSAGES.characters };
  return { ok: true, code };
}

/** `barcode`: the product's own code; '' or null removes it. Numbers are taken as their digits. */
export const barcodeField = z
  .union([z.string(), z.number(), z.null()], { error: BARCODE_MESSAGES.notText })
  .transform((v, ctx): string | null => {
    if (v === null) return null;
    const read = readBarcode(String(v));
    if (!read.ok) {
      ctx.addIssue({ code: 'custom', message: read.message });
      return z.NEVER;
    }
    return read.code || null;
  });

/**
 * `size_barcodes`: JSON text (a form post), an object (a JSON body) or null -> codes by size
 * ({} for none). A size left blank has no code. Whether each size is one the product offers is
 * the write's to check (planBarcodes), which knows its sizes; two sizes may not share a code.
 */
export const sizeBarcodesField = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.null()], {
    error: BARCODE_MESSAGES.sizesShape,
  })
  .transform((v, ctx): Record<string, string> => {
    let value: unknown = v;
    if (typeof v === 'string') {
      const raw = v.trim();
      if (raw === '' || raw === 'null') return {};
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: BARCODE_MESSAGES.sizesJson });
        return z.NEVER;
      }
    }
    if (value === null) return {};
    if (!isRecord(value)) {
      ctx.addIssue({ code: 'custom', message: BARCODE_MESSAGES.sizesShape });
      return z.NEVER;
    }
    const codes: Record<string, string> = {};
    for (const [key, text] of Object.entries(value)) {
      const size = key.trim().toUpperCase().slice(0, 20);
      const read =
        typeof text === 'string' || typeof text === 'number'
          ? readBarcode(String(text))
          : text === null
            ? ({ ok: true, code: '' } as const)
            : ({ ok: false, message: BARCODE_MESSAGES.notText } as const);
      const problem = !read.ok
        ? read.message
        : size in codes
          ? 'names this size twice.'
          : read.code !== '' && Object.values(codes).includes(read.code)
            ? `${read.code} is also the barcode of size ${Object.keys(codes).find((s) => codes[s] === read.code)}.`
            : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', message: `Size ${size}: ${lowerFirst(problem)}` });
        return z.NEVER;
      }
      if (read.ok && read.code !== '') codes[size] = read.code;
    }
    return codes;
  });

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/** A product's codes: its own (null: none) and its sizes' (size order; {}: none). */
export interface ProductBarcodes {
  barcode: string | null;
  sizeBarcodes: Record<string, string>;
}

/** What a write may send: a field left out keeps the stored codes. */
export interface BarcodeInput {
  barcode?: string | null;
  size_barcodes?: Record<string, string>;
}

export const NO_BARCODES: ProductBarcodes = { barcode: null, sizeBarcodes: {} };

/** Who holds a code, as a message names it: "Linen Kurta (M)", or "Linen Kurta". */
export function barcodeHolder(name: string, size: string | null): string {
  const short = cutGraphemes(name, 60);
  return size ? `${short} (${size})` : short;
}

/** The refusal of a code another product or size already has. */
export const takenMessage = (holder: string) => `Already the barcode of ${holder}.`;

/** The field a code's refusal goes on: the product's own, or the sizes' group (naming the size). */
export function barcodeRefusal(size: string | null, message: string): Record<string, string[]> {
  return size === null
    ? { barcode: [message] }
    : { size_barcodes: [`Size ${size}: ${lowerFirst(message)}`] };
}

/**
 * The codes a write leaves on a product: each field sent replaces the stored one, sizes the
 * product no longer offers lose their code, and a size code sent for a size it does not offer,
 * or one code on two places of the product, is refused (field errors), else the codes in size
 * order.
 */
export function planBarcodes(
  stored: ProductBarcodes | null,
  input: BarcodeInput,
  offered: readonly string[],
): { ok: true; codes: ProductBarcodes } | { ok: false; errors: Record<string, string[]> } {
  const barcode = input.barcode !== undefined ? input.barcode : (stored?.barcode ?? null);
  const sent = input.size_barcodes;
  if (sent) {
    const unknown = Object.keys(sent).find((size) => !offered.includes(size));
    if (unknown !== undefined) {
      return {
        ok: false,
        errors: {
          size_barcodes: [
            `Size ${unknown}: not one of this product's sizes (${offered.join(', ') || 'none'}). Tick the size or remove its barcode.`,
          ],
        },
      };
    }
  }
  const sizes = sent ?? stored?.sizeBarcodes ?? {};
  const sizeBarcodes: Record<string, string> = {};
  for (const size of inSizeOrder(offered)) {
    const code = sizes[size];
    if (code) sizeBarcodes[size] = code;
  }
  const sameAsProduct = Object.keys(sizeBarcodes).find((s) => sizeBarcodes[s] === barcode);
  if (barcode !== null && sameAsProduct !== undefined) {
    return {
      ok: false,
      errors: barcodeRefusal(sameAsProduct, `${barcode} is also the product's own barcode.`),
    };
  }
  return { ok: true, codes: { barcode, sizeBarcodes } };
}

/** The codes as rows: the product's own (size null) first, then its sizes'. */
export function barcodeEntries(codes: ProductBarcodes): { size: string | null; code: string }[] {
  return [
    ...(codes.barcode ? [{ size: null, code: codes.barcode }] : []),
    ...Object.entries(codes.sizeBarcodes).map(([size, code]) => ({ size, code })),
  ];
}
