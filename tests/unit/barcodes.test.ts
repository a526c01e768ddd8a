// The rules of the owner's own barcodes (lib/shared/stock/barcodes.ts): what a code may be, the
// per-size object, what a write leaves on a product, the spreadsheet's cell, and what the
// product form sends.
import { describe, expect, it } from 'vitest';
import { formatSizeBarcodes, parseSizeBarcodes } from '@/lib/shared/catalogue-csv/columns';
import {
  emptyProductValues,
  productWireFields,
  type ProductFormValues,
} from '@/lib/shared/admin/product-form-values';
import {
  barcodeField,
  BARCODE_MESSAGES,
  planBarcodes,
  sizeBarcodesField,
} from '@/lib/shared/stock/barcodes';
import { productUpdateSchema } from '@/lib/shared/validation/product';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a barcode', () => {
  it('takes EAN, UPC and Code 128 label texts, trimmed and in capitals; empty is none', () => {
    expect(barcodeField.parse(' 8901234567890 ')).toBe('8901234567890');
    expect(barcodeField.parse('036000291452')).toBe('036000291452');
    expect(barcodeField.parse('kur-m/12.a')).toBe('KUR-M/12.A');
    expect(barcodeField.parse(8901234567890)).toBe('8901234567890');
    expect(barcodeField.parse('')).toBeNull();
    expect(barcodeField.parse('   ')).toBeNull();
    expect(barcodeField.parse(null)).toBeNull();
  });

  it('refuses spaces, other signs, a leading sign, more than 40 characters and a shortened number', () => {
    for (const text of ['ABC 123', 'S:890', 'A|B', '-123', 'कुर्ता', '=1+1']) {
      expect(message(barcodeField.safeParse(text)), text).toBe(BARCODE_MESSAGES.characters);
    }
    expect(message(barcodeField.safeParse('1'.repeat(41)))).toBe(BARCODE_MESSAGES.tooLong);
    expect(barcodeField.parse('1'.repeat(40))).toHaveLength(40);
    expect(message(barcodeField.safeParse('8.90123E+12'))).toBe(BARCODE_MESSAGES.shortened);
    expect(message(barcodeField.safeParse({}))).toBe(BARCODE_MESSAGES.notText);
  });
});

describe('the sizes’ barcodes', () => {
  it('read JSON text or an object; blanks are no code; sizes in capitals', () => {
    expect(sizeBarcodesField.parse('{"s":"890123","M":"","L":null}')).toEqual({ S: '890123' });
    expect(sizeBarcodesField.parse({ M: 'kur-m' })).toEqual({ M: 'KUR-M' });
    expect(sizeBarcodesField.parse('')).toEqual({});
    expect(sizeBarcodesField.parse(null)).toEqual({});
  });

  it('refuse bad JSON, a bad code naming its size, and one code on two sizes', () => {
    expect(message(sizeBarcodesField.safeParse('{'))).toBe(BARCODE_MESSAGES.sizesJson);
    expect(message(sizeBarcodesField.safeParse('[1]'))).toBe(BARCODE_MESSAGES.sizesShape);
    expect(message(sizeBarcodesField.safeParse({ M: 'A B' }))).toMatch(/^Size M: use only letters/);
    expect(message(sizeBarcodesField.safeParse({ S: '111', M: '111' }))).toBe(
      'Size M: 111 is also the barcode of size S.',
    );
  });

  it('are fields of the product schema a write may leave out', () => {
    expect(productUpdateSchema.parse({ name: 'Kurta' })).not.toHaveProperty('barcode');
    expect(productUpdateSchema.parse({ barcode: '', size_barcodes: '{}' })).toMatchObject({
      barcode: null,
      size_barcodes: {},
    });
  });
});

describe('what a write leaves on a product', () => {
  const stored = { barcode: 'OWN', sizeBarcodes: { S: 'S1', M: 'M1' } };

  it('keeps fields not sent, replaces those sent, and drops sizes no longer offered', () => {
    expect(planBarcodes(stored, {}, ['S', 'M'])).toEqual({ ok: true, codes: stored });
    expect(planBarcodes(stored, { barcode: null }, ['M'])).toEqual({
      ok: true,
      codes: { barcode: null, sizeBarcodes: { M: 'M1' } },
    });
    expect(planBarcodes(stored, { size_barcodes: { L: 'L1', S: 'S2' } }, ['L', 'S'])).toEqual({
      ok: true,
      codes: { barcode: 'OWN', sizeBarcodes: { S: 'S2', L: 'L1' } },
    });
  });

  it('refuses a size the product does not offer and the product’s own code on a size', () => {
    expect(planBarcodes(null, { size_barcodes: { XL: '1' } }, ['S'])).toEqual({
      ok: false,
      errors: {
        size_barcodes: [expect.stringMatching(/^Size XL: not one of this product's sizes \(S\)/)],
      },
    });
    expect(planBarcodes(stored, { size_barcodes: { S: 'OWN' } }, ['S'])).toEqual({
      ok: false,
      errors: { size_barcodes: ["Size S: OWN is also the product's own barcode."] },
    });
  });
});

describe('the spreadsheet’s size_barcodes cell', () => {
  it('is written and read as the stock per size is', () => {
    expect(formatSizeBarcodes({ S: '890', M: 'KUR-M' })).toBe('S:890|M:KUR-M');
    expect(parseSizeBarcodes('S:890|m = KUR-M|')).toEqual({
      ok: true,
      codes: { S: '890', M: 'KUR-M' },
    });
    expect(parseSizeBarcodes(' ')).toEqual({ ok: true, codes: {} });
    expect(parseSizeBarcodes('890')).toMatchObject({ ok: false });
    expect(parseSizeBarcodes('S:1|S:2')).toEqual({
      ok: false,
      message: 'Size barcodes names "S" twice.',
    });
  });
});

describe('the product form', () => {
  const values = (over: Partial<ProductFormValues>): ProductFormValues => ({
    ...emptyProductValues,
    name: 'Kurta',
    size: ['S', 'M'],
    barcode: '890',
    size_barcodes: { S: '111', M: '', L: 'stale' },
    ...over,
  });

  it('sends the sizes’ codes of the ticked sizes only while stock is kept per size', () => {
    const tracked = productWireFields(values({ track_sizes: true }), 'edit');
    expect(tracked.barcode).toBe('890');
    expect(JSON.parse(tracked.size_barcodes!)).toEqual({ S: '111', M: '' });
    const untracked = productWireFields(values({ track_sizes: false }), 'edit');
    expect(untracked.barcode).toBe('890');
    expect(untracked).not.toHaveProperty('size_barcodes');
  });
});
