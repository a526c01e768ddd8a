// What a return or exchange owes, in paise: what one piece of a line cost the customer, and the
// balance between what comes back and what goes out instead. Pure, so the shop's panel, the
// server's settle and the tests read one rule.
import { shareOver } from '@/lib/shared/counter/bill';

/** An order line as its price was kept: unit price, quantity, its own discount (counter sales). */
export interface PricedLine {
  unitPricePaise: number;
  qty: number;
  discountPaise: number;
}

/**
 * What one piece of each line cost the customer: unit × qty less the line's own discount and its
 * share of the bill's discount (shared as the till and the invoice share it), over the quantity,
 * rounded to the paisa. A web order's line is its unit price.
 */
export function unitPaidPerLine(lines: readonly PricedLine[], billDiscountPaise: number): number[] {
  const net = lines.map((l) => l.unitPricePaise * l.qty - l.discountPaise);
  const shares = shareOver(billDiscountPaise, net);
  return net.map((n, i) => Math.round((n - shares[i]!) / Math.max(lines[i]!.qty, 1)));
}

/** One line of a request, as the money reads it. */
export interface BalanceLine {
  qty: number;
  unitPaidPaise: number;
  action: 'return' | 'exchange';
  /** The exchange's new piece's price (null: not priced yet, counted as what was paid). */
  newUnitPricePaise: number | null;
}

export interface ReturnBalance {
  /** What the pieces coming back were paid. */
  backPaise: number;
  /** What the pieces going out instead cost. */
  outPaise: number;
  /** back − out: > 0 is refunded to the customer, < 0 is collected from them. */
  owedPaise: number;
}

/** Money owed back = Σ unit paid × qty of the lines coming back − Σ new price × qty. */
export function returnBalance(lines: readonly BalanceLine[]): ReturnBalance {
  let backPaise = 0;
  let outPaise = 0;
  for (const line of lines) {
    backPaise += line.unitPaidPaise * line.qty;
    if (line.action === 'exchange') {
      outPaise += (line.newUnitPricePaise ?? line.unitPaidPaise) * line.qty;
    }
  }
  return { backPaise, outPaise, owedPaise: backPaise - outPaise };
}
