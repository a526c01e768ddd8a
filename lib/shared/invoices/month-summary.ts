// The accountant's month: invoices less credit notes, summed by place of supply and rate, the
// shape of the monthly return's B2C summary (GSTR-1 table 7). Pure; credit notes count negative.
import { negateTotals, sumTotals, type InvoiceTotals } from './arithmetic';
import type { DocumentKind } from './numbering';

export interface SummaryDocument {
  kind: DocumentKind;
  placeOfSupply: string;
  lines: readonly (InvoiceTotals & { rateBp: number })[];
}

export interface SummaryRow extends InvoiceTotals {
  placeOfSupply: string;
  rateBp: number;
}

export function monthSummary(documents: readonly SummaryDocument[]): {
  rows: SummaryRow[];
  totals: InvoiceTotals;
} {
  const groups = new Map<
    string,
    { placeOfSupply: string; rateBp: number; parts: InvoiceTotals[] }
  >();
  for (const doc of documents) {
    for (const line of doc.lines) {
      const key = `${doc.placeOfSupply}|${line.rateBp}`;
      const group = groups.get(key) ?? {
        placeOfSupply: doc.placeOfSupply,
        rateBp: line.rateBp,
        parts: [],
      };
      group.parts.push(doc.kind === 'credit_note' ? negateTotals(line) : line);
      groups.set(key, group);
    }
  }
  const rows = [...groups.values()]
    .map((g) => ({ placeOfSupply: g.placeOfSupply, rateBp: g.rateBp, ...sumTotals(g.parts) }))
    .filter((r) => r.totalPaise !== 0 || r.taxablePaise !== 0)
    .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rateBp - b.rateBp);
  return { rows, totals: sumTotals(rows) };
}
