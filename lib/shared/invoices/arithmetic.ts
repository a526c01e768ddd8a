// The invoice's arithmetic, pure and in paise (docs/architecture.md "The design's rules"): prices include GST, so each line's
// taxable value is its total ÷ (1 + rate), rounded to the paisa, and its tax is the rest, so
// taxable + tax = the line total exactly. Within one state the tax is split CGST + SGST (an odd
// paisa goes to CGST), between states it is IGST. A delivery charge is part of a composite
// supply and follows its principal supply (the line of the largest value): that line's HSN and
// rate. A shop outside the regular scheme issues a bill of supply: no tax, taxable = total.
// The PDF and the receipt only lay out what this computed.

export interface InvoiceLineInput {
  description: string;
  size: string | null;
  hsn: string;
  qty: number;
  /** Tax-inclusive, after any discount (the sale price). */
  unitPricePaise: number;
  /**
   * What the line pays in all, when a discount makes it less than unit price × qty (a counter
   * sale's own and its share of the bill's): the tax is computed on this. Absent: unit × qty.
   */
  paidPaise?: number;
  /** The rate decided for this line (tax-rates.ts), in basis points. */
  rateBp: number;
}

export interface InvoiceInput {
  lines: readonly InvoiceLineInput[];
  deliveryPaise: number;
  /** A regular GST registration: a tax invoice; otherwise a bill of supply without tax. */
  chargesTax: boolean;
  /** The place of supply is the shop's own state. */
  intraState: boolean;
}

export interface InvoiceLine extends InvoiceLineInput {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface ComputedInvoice {
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

export const DELIVERY_DESCRIPTION = 'Delivery charge';

/** num ÷ den rounded half up, in integers (both non-negative). */
function divRound(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

function taxLine(input: InvoiceLineInput, chargesTax: boolean, intraState: boolean): InvoiceLine {
  const totalPaise = input.paidPaise ?? input.unitPricePaise * input.qty;
  const rateBp = chargesTax ? input.rateBp : 0;
  const taxablePaise = divRound(totalPaise * 10_000, 10_000 + rateBp);
  const tax = totalPaise - taxablePaise;
  const sgst = intraState ? Math.floor(tax / 2) : 0;
  return {
    ...input,
    rateBp,
    totalPaise,
    taxablePaise,
    cgstPaise: intraState ? tax - sgst : 0,
    sgstPaise: sgst,
    igstPaise: intraState ? 0 : tax,
  };
}

export function sumTotals(lines: readonly InvoiceTotals[]): InvoiceTotals {
  const totals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const l of lines) {
    totals.taxablePaise += l.taxablePaise;
    totals.cgstPaise += l.cgstPaise;
    totals.sgstPaise += l.sgstPaise;
    totals.igstPaise += l.igstPaise;
    totals.totalPaise += l.totalPaise;
  }
  return totals;
}

/** The same amounts taken off: a credit note's lines in a month's sums. */
export const negateTotals = (t: InvoiceTotals): InvoiceTotals => ({
  taxablePaise: -t.taxablePaise,
  cgstPaise: -t.cgstPaise,
  sgstPaise: -t.sgstPaise,
  igstPaise: -t.igstPaise,
  totalPaise: -t.totalPaise,
});

export function computeInvoice(input: InvoiceInput): ComputedInvoice {
  const lines = input.lines.map((l) => taxLine(l, input.chargesTax, input.intraState));
  if (input.deliveryPaise > 0) {
    const principal = [...lines].sort((a, b) => b.totalPaise - a.totalPaise)[0];
    lines.push(
      taxLine(
        {
          description: DELIVERY_DESCRIPTION,
          size: null,
          hsn: principal?.hsn ?? '',
          qty: 1,
          unitPricePaise: input.deliveryPaise,
          rateBp: principal?.rateBp ?? 0,
        },
        input.chargesTax,
        input.intraState,
      ),
    );
  }
  return { lines, totals: sumTotals(lines) };
}
