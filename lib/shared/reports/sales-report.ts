// What the sales report shows (admin › Sales, and its CSV): sales by period split web / counter,
// by category and by size, and the pieces that came back. Pure shapes and arithmetic; the data
// layer (lib/server/reports/sales.ts) fills them. The definitions are written on the page
// (SALES_DEFINITION) and in docs/decisions.md.
import type { SalesPeriod, SalesRange } from './sales-range';

/** Sold money and pieces of one slice (paise: what the customers paid for the goods). */
export interface SoldFigures {
  paise: number;
  pieces: number;
}

/** Pieces that came back in the period (a request received or done), by what the shop did. */
export interface CameBack {
  /** Returned for money or store credit. */
  returned: number;
  /** Swapped for another size or colour. */
  exchanged: number;
  /** What the returned pieces had cost the customers (their paid price, discounts shared). */
  returnedPaise: number;
}

export interface PeriodRow extends SalesPeriod, CameBack {
  web: SoldFigures & { orders: number };
  counter: SoldFigures & { orders: number };
}

export interface SliceRow extends SoldFigures, CameBack {
  /** A category ("Shirt · Men") or a size ("M"); "No size" and "Deleted product" when none. */
  label: string;
}

export interface SalesReport {
  range: SalesRange;
  periods: PeriodRow[];
  byCategory: SliceRow[];
  bySize: SliceRow[];
  totals: PeriodRow;
}

export const SALES_DEFINITION = {
  sale: 'A sale is an order that is confirmed, ready or completed (new and cancelled orders are left out). A web order counts on the day the shop confirmed it (as on the invoices and the cash drawer), a counter sale on the day it was rung up; days, weeks (Monday to Sunday) and months are India’s calendar.',
  money:
    'Money is what customers paid for the goods: price × quantity, less the line’s discount and its share of a bill discount. Delivery charges are not sales; store credit spent is a way of paying, so it counts.',
  returns:
    'Returns rate: pieces that came back (returned or exchanged, in requests received or done in the period) ÷ pieces sold in the period.',
} as const;

export const emptyCameBack = (): CameBack => ({ returned: 0, exchanged: 0, returnedPaise: 0 });

/** Both channels together. */
export const soldTotal = (row: PeriodRow): SoldFigures & { orders: number } => ({
  paise: row.web.paise + row.counter.paise,
  pieces: row.web.pieces + row.counter.pieces,
  orders: row.web.orders + row.counter.orders,
});

/** Pieces back ÷ pieces sold, as a fraction (0.042); null when nothing was sold. */
export function returnsRate(back: CameBack, sold: SoldFigures): number | null {
  return sold.pieces > 0 ? (back.returned + back.exchanged) / sold.pieces : null;
}

/** "4.2%", or "–" when nothing was sold. */
export function rateText(rate: number | null): string {
  return rate === null ? '–' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}
