// The month's HSN-wise summary, the table the monthly return (GSTR-1, table 12) asks for: per
// HSN code and rate, the unit (UQC), the quantity, the value, the taxable value and each tax,
// credit notes taken off. Pure: it only adds up the lines the invoice arithmetic computed
// (arithmetic.ts), so no amount is rounded a second time.
import { DELIVERY_DESCRIPTION, negateTotals, sumTotals, type InvoiceTotals } from './arithmetic';
import type { DocumentKind } from './numbering';

export interface HsnLine extends InvoiceTotals {
  description: string;
  hsn: string;
  qty: number;
  rateBp: number;
}

export interface HsnDocument {
  kind: DocumentKind;
  lines: readonly HsnLine[];
}

/** GSTR-1's unit quantity codes for what the shop sells: pieces, or pairs of footwear. */
export type Uqc = 'PCS' | 'PRS';

export interface HsnRow extends InvoiceTotals {
  hsn: string;
  description: string;
  uqc: Uqc;
  /** Pieces (or pairs) sold less those credited; a delivery charge adds none. */
  qty: number;
  rateBp: number;
}

/** "PCS-PIECES": how the return's offline tool spells a unit. */
export const UQC_LABELS: Record<Uqc, string> = { PCS: 'PCS-PIECES', PRS: 'PRS-PAIRS' };

// The customs tariff's heading (the code's first four digits) for the kinds a clothing shop
// sells, shortened. A heading not listed is described by the first goods line sold under it.
const HEADINGS = new Map<string, string>([
  ['3303', 'Perfumes and toilet waters'],
  ['3304', 'Beauty, make-up and skin-care preparations'],
  ['3401', 'Soap'],
  ['4202', 'Handbags, wallets and similar containers'],
  ['4203', 'Articles of apparel and clothing accessories, of leather'],
  ['6105', 'Men’s or boys’ shirts, knitted or crocheted'],
  ['6109', 'T-shirts, singlets and other vests, knitted or crocheted'],
  ['6110', 'Jerseys, pullovers, cardigans and similar, knitted or crocheted'],
  ['6112', 'Track suits, ski suits and swimwear, knitted or crocheted'],
  ['6201', 'Men’s or boys’ overcoats, anoraks, wind-jackets and similar'],
  ['6203', 'Men’s or boys’ suits, ensembles, jackets, blazers, trousers and shorts'],
  ['6205', 'Men’s or boys’ shirts'],
  ['6207', 'Men’s or boys’ singlets, underpants, pyjamas and similar'],
  ['6211', 'Track suits, ski suits and swimwear; other garments'],
  ['6402', 'Footwear with outer soles and uppers of rubber or plastics'],
  ['6403', 'Footwear with uppers of leather'],
  ['6404', 'Footwear with uppers of textile materials'],
  ['6505', 'Hats and other headgear'],
  ['7117', 'Imitation jewellery'],
  ['9004', 'Spectacles, goggles and the like (sunglasses)'],
  ['9102', 'Wrist-watches, pocket-watches and other watches'],
]);

/** Footwear (HSN chapter 64) is counted in pairs, everything else in pieces. */
export function uqcFor(hsn: string): Uqc {
  return hsn.startsWith('64') ? 'PRS' : 'PCS';
}

/**
 * One row per HSN code and rate (a code sold at two slab rates is two rows), sorted by code then
 * rate. The delivery charge already carries its principal supply's HSN and rate, so its value
 * joins that row and its quantity none. A row that credit notes bring to nothing is left out.
 */
export function hsnSummary(documents: readonly HsnDocument[]): {
  rows: HsnRow[];
  totals: InvoiceTotals;
} {
  const groups = new Map<
    string,
    { hsn: string; rateBp: number; qty: number; goods: string; parts: InvoiceTotals[] }
  >();
  for (const doc of documents) {
    const sign = doc.kind === 'credit_note' ? -1 : 1;
    for (const line of doc.lines) {
      const key = `${line.hsn}|${line.rateBp}`;
      const group = groups.get(key) ?? {
        hsn: line.hsn,
        rateBp: line.rateBp,
        qty: 0,
        goods: '',
        parts: [],
      };
      const delivery = line.description === DELIVERY_DESCRIPTION;
      if (!delivery) {
        group.qty += sign * line.qty;
        group.goods ||= line.description;
      }
      group.parts.push(sign < 0 ? negateTotals(line) : line);
      groups.set(key, group);
    }
  }
  const rows = [...groups.values()]
    .map((g): HsnRow => ({
      hsn: g.hsn,
      description: HEADINGS.get(g.hsn.slice(0, 4)) ?? g.goods,
      uqc: uqcFor(g.hsn),
      qty: g.qty,
      rateBp: g.rateBp,
      ...sumTotals(g.parts),
    }))
    .filter((r) => r.qty !== 0 || r.totalPaise !== 0 || r.taxablePaise !== 0)
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rateBp - b.rateBp);
  return { rows, totals: sumTotals(rows) };
}
