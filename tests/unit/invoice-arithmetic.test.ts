// The invoice arithmetic (lib/shared/invoices), on cases worked by hand: prices include GST,
// taxable = line total ÷ (1 + rate) rounded to the paisa, tax = the rest; CGST + SGST within
// the state (the odd paisa to CGST), IGST between states; the apparel slab decided on one
// piece's price; delivery following the principal supply; credit notes netting in the month;
// the amount in words; numbers across 31 March and 1 April.
import { describe, expect, it } from 'vitest';
import { amountInWords } from '@/lib/shared/invoices/amount-in-words';
import { computeInvoice, type InvoiceLineInput } from '@/lib/shared/invoices/arithmetic';
import { hsnSummary } from '@/lib/shared/invoices/hsn-summary';
import { monthSummary } from '@/lib/shared/invoices/month-summary';
import {
  documentNumber,
  financialYearStart,
  seriesCounter,
  seriesPrefix,
} from '@/lib/shared/invoices/numbering';
import {
  formatRate,
  isApparelHsn,
  needsRepricing,
  rateFor,
  slabRateBp,
} from '@/lib/shared/invoices/tax-rates';

const slab = { kind: 'slab' } as const;
const apparel = (description: string, rupees: number, qty = 1): InvoiceLineInput => ({
  description,
  size: 'M',
  hsn: '6205',
  qty,
  unitPricePaise: rupees * 100,
  rateBp: rateFor(slab, rupees * 100),
});
const intra = { deliveryPaise: 0, chargesTax: true, intraState: true };

describe('the apparel slab', () => {
  it('is 5% up to ₹2,625 tax-inclusive (₹2,500 before tax) and 18% above', () => {
    expect(slabRateBp(249_900)).toBe(500);
    expect(slabRateBp(262_500)).toBe(500);
    expect(slabRateBp(262_501)).toBe(1800);
    expect(slabRateBp(299_900)).toBe(1800);
  });

  it('flags prices that fit neither slab: above ₹2,625 and up to ₹2,950', () => {
    expect(needsRepricing(262_500)).toBe(false);
    expect(needsRepricing(262_501)).toBe(true);
    expect(needsRepricing(279_900)).toBe(true);
    expect(needsRepricing(295_000)).toBe(true);
    expect(needsRepricing(295_001)).toBe(false);
  });

  it('belongs to HSN chapters 61, 62 and 63 only', () => {
    expect(['6109', '620520', '63079090'].every(isApparelHsn)).toBe(true);
    expect(['6403', '3303', '9102', '7117'].some(isApparelHsn)).toBe(false);
    expect(formatRate(500)).toBe('5%');
    expect(formatRate(25)).toBe('0.25%');
  });
});

describe('invoice lines', () => {
  it('one piece at ₹2,499: 5%, taxable 2,380.00, CGST 59.50 + SGST 59.50', () => {
    const { lines, totals } = computeInvoice({ ...intra, lines: [apparel('Kurta', 2499)] });
    expect(lines[0]).toMatchObject({
      rateBp: 500,
      totalPaise: 249_900,
      taxablePaise: 238_000,
      cgstPaise: 5_950,
      sgstPaise: 5_950,
      igstPaise: 0,
    });
    expect(totals.totalPaise).toBe(249_900);
  });

  it('one piece at ₹2,999: 18%, taxable 2,541.53, tax 457.47 split 228.74 + 228.73', () => {
    const { lines } = computeInvoice({ ...intra, lines: [apparel('Blazer', 2999)] });
    expect(lines[0]).toMatchObject({
      rateBp: 1800,
      taxablePaise: 254_153,
      cgstPaise: 22_874,
      sgstPaise: 22_873,
    });
  });

  it('five pieces at ₹599: the slab by one piece (5%), taxable 2,852.38, tax 142.62', () => {
    const { lines } = computeInvoice({ ...intra, lines: [apparel('T-shirt', 599, 5)] });
    expect(lines[0]).toMatchObject({
      rateBp: 500,
      totalPaise: 299_500,
      taxablePaise: 285_238,
      cgstPaise: 7_131,
      sgstPaise: 7_131,
    });
  });

  it('mixed rates: perfume ₹1,000 at 18% and a shirt ₹1,499 at 5%', () => {
    const perfume = { ...apparel('Perfume', 1000), hsn: '3303', rateBp: 1800 };
    const { lines, totals } = computeInvoice({
      ...intra,
      lines: [perfume, apparel('Shirt', 1499)],
    });
    expect(lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [84_746, 7_627, 7_627],
      [142_762, 3_569, 3_569],
    ]);
    expect(totals).toEqual({
      taxablePaise: 227_508,
      cgstPaise: 11_196,
      sgstPaise: 11_196,
      igstPaise: 0,
      totalPaise: 249_900,
    });
  });

  it('another state: the whole tax is IGST', () => {
    const { lines } = computeInvoice({
      ...intra,
      intraState: false,
      lines: [apparel('Kurta', 2499)],
    });
    expect(lines[0]).toMatchObject({
      taxablePaise: 238_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 11_900,
    });
  });

  it('a delivery charge follows the principal supply’s HSN and rate; taxable + tax = total', () => {
    const { lines, totals } = computeInvoice({
      ...intra,
      deliveryPaise: 9_900,
      lines: [apparel('Shirt', 1299)],
    });
    expect(lines[1]).toMatchObject({
      description: 'Delivery charge',
      hsn: '6205',
      rateBp: 500,
      taxablePaise: 9_429,
      cgstPaise: 236,
      sgstPaise: 235,
    });
    expect(totals).toEqual({
      taxablePaise: 133_143,
      cgstPaise: 3_329,
      sgstPaise: 3_328,
      igstPaise: 0,
      totalPaise: 139_800,
    });
    for (const l of lines) {
      expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
    }
    expect(amountInWords(totals.totalPaise)).toBe(
      'Rupees One Thousand Three Hundred Ninety-Eight only',
    );
  });

  it('a bill of supply (composition, unregistered) carries no tax', () => {
    const { lines } = computeInvoice({
      ...intra,
      chargesTax: false,
      lines: [apparel('Kurta', 2999)],
    });
    expect(lines[0]).toMatchObject({
      rateBp: 0,
      taxablePaise: 299_900,
      cgstPaise: 0,
      igstPaise: 0,
    });
  });
});

describe('the month', () => {
  it('nets a credit note against its invoice, by place of supply and rate', () => {
    const karnataka = computeInvoice({ ...intra, lines: [apparel('Kurta', 2499)] });
    const kerala = computeInvoice({
      ...intra,
      intraState: false,
      lines: [apparel('Blazer', 2999)],
    });
    const docs = [
      { kind: 'invoice' as const, placeOfSupply: '29', lines: karnataka.lines },
      { kind: 'invoice' as const, placeOfSupply: '32', lines: kerala.lines },
      { kind: 'credit_note' as const, placeOfSupply: '29', lines: karnataka.lines },
    ];
    const { rows, totals } = monthSummary(docs);
    expect(rows).toEqual([
      {
        placeOfSupply: '32',
        rateBp: 1800,
        taxablePaise: 254_153,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 45_747,
        totalPaise: 299_900,
      },
    ]);
    expect(totals.totalPaise).toBe(299_900);
  });
});

describe('the HSN-wise summary', () => {
  it('adds up each HSN and rate, delivery with its goods, credit notes taken off', () => {
    // Karnataka: two shirts at ₹999 (5%) and a perfume at ₹1,000 (18%), ₹80 delivery, which
    // follows the principal supply: the shirts' line (₹1,998).
    const first = computeInvoice({
      ...intra,
      deliveryPaise: 8_000,
      lines: [
        apparel('Linen shirt', 999, 2),
        {
          description: 'Oud perfume',
          size: null,
          hsn: '3303',
          qty: 1,
          unitPricePaise: 100_000,
          rateBp: 1800,
        },
      ],
    });
    // Kerala: one shirt at ₹2,999 (18%, above the slab), later cancelled by a credit note.
    const second = computeInvoice({
      ...intra,
      intraState: false,
      lines: [apparel('Silk shirt', 2999)],
    });
    // Kerala again: a shirt at ₹1,499 (5%), IGST.
    const third = computeInvoice({
      ...intra,
      intraState: false,
      lines: [apparel('Cotton shirt', 1499)],
    });
    const { rows, totals } = hsnSummary([
      { kind: 'invoice', lines: first.lines },
      { kind: 'invoice', lines: second.lines },
      { kind: 'invoice', lines: third.lines },
      { kind: 'credit_note', lines: second.lines },
    ]);
    // Shirts at 5%: 2 × ₹999 + ₹80 delivery (intra) and ₹1,499 (inter): taxable
    // 190_286 + 7_619 + 142_762 = 340_667; CGST 4_757 + 191, SGST 4_757 + 190, IGST 7_138.
    expect(rows).toEqual([
      {
        hsn: '3303',
        description: 'Perfumes and toilet waters',
        uqc: 'PCS',
        qty: 1,
        rateBp: 1800,
        taxablePaise: 84_746,
        cgstPaise: 7_627,
        sgstPaise: 7_627,
        igstPaise: 0,
        totalPaise: 100_000,
      },
      {
        hsn: '6205',
        description: 'Men’s or boys’ shirts',
        uqc: 'PCS',
        qty: 3,
        rateBp: 500,
        taxablePaise: 340_667,
        cgstPaise: 4_948,
        sgstPaise: 4_947,
        igstPaise: 7_138,
        totalPaise: 357_700,
      },
    ]);
    expect(totals.totalPaise).toBe(first.totals.totalPaise + third.totals.totalPaise);
    expect(totals.taxablePaise).toBe(first.totals.taxablePaise + third.totals.taxablePaise);
  });

  it('counts footwear in pairs and keeps one HSN at two rates apart', () => {
    const shoes = (rupees: number): InvoiceLineInput => ({
      description: 'Leather shoes',
      size: '9',
      hsn: '6403',
      qty: 1,
      unitPricePaise: rupees * 100,
      rateBp: rateFor(slab, rupees * 100),
    });
    const doc = computeInvoice({ ...intra, lines: [shoes(1999), shoes(3499)] });
    const { rows } = hsnSummary([{ kind: 'invoice', lines: doc.lines }]);
    expect(rows.map((r) => [r.hsn, r.rateBp, r.uqc, r.qty])).toEqual([
      ['6403', 500, 'PRS', 1],
      ['6403', 1800, 'PRS', 1],
    ]);
  });
});

describe('amount in words', () => {
  it('uses the Indian system with hyphenated tens and the paise', () => {
    expect(amountInWords(239_800)).toBe('Rupees Two Thousand Three Hundred Ninety-Eight only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh only');
    expect(amountInWords(12_345_678_950)).toBe(
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Fifty Paise only',
    );
    expect(amountInWords(1_005)).toBe('Rupees Ten and Five Paise only');
    expect(amountInWords(0)).toBe('Rupees Zero only');
  });
});

describe('numbering', () => {
  it('starts a new series on 1 April in India, whatever the server’s clock says', () => {
    const lastOfMarch = new Date('2026-03-31T18:29:59Z'); // 23:59:59 on 31 March in India
    const firstOfApril = new Date('2026-03-31T18:30:00Z'); // 00:00 on 1 April in India
    expect(financialYearStart(lastOfMarch)).toBe(2025);
    expect(financialYearStart(firstOfApril)).toBe(2026);
    expect(seriesCounter('invoice', 2025)).not.toBe(seriesCounter('invoice', 2026));
    expect(documentNumber('SPM', 2025, 42)).toBe('SPM/25-26/0042');
    expect(documentNumber('SPM', 2026, 1)).toBe('SPM/26-27/0001');
    expect(financialYearStart(new Date('2025-04-01T00:00:00+05:30'))).toBe(2025);
    expect(financialYearStart(new Date('2000-01-15T12:00:00Z'))).toBe(1999);
  });

  it('keeps numbers within 16 characters and gives credit notes their own series', () => {
    expect(seriesPrefix('invoice', 'STYLEPOINT')).toBe('STYL');
    expect(documentNumber(seriesPrefix('invoice', 'STYLEPOINT'), 2025, 99_999)).toHaveLength(16);
    expect(documentNumber(seriesPrefix('credit_note', 'SPM'), 2025, 3)).toBe('CN/25-26/0003');
    expect(seriesCounter('credit_note', 2025)).not.toBe(seriesCounter('invoice', 2025));
  });
});
