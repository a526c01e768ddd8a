// A counter bill's arithmetic, pure and in paise, the same in the till (the preview as the owner
// types) and on the server (what is recorded): each line's own discount, then one on the whole
// bill, then the payments against the total. A discount is an amount off, a percentage, or the
// final price; the GST is worked out later on what the customer pays (the bill discount shared
// over the lines by `shareOver`).

export const DISCOUNT_KINDS = ['amount', 'percent', 'final'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/**
 * `amount`: paise off (a line: off the line's total); `percent`: basis points (1250 = 12.5%);
 * `final`: the price in paise (a line: the price of one piece; the bill: its total).
 */
export interface Discount {
  kind: DiscountKind;
  value: number;
}

export interface BillLineInput {
  unitPricePaise: number;
  qty: number;
  discount: Discount | null;
}

export interface BillLine extends BillLineInput {
  grossPaise: number;
  discountPaise: number;
  /** What the line pays before the bill's discount. */
  netPaise: number;
  /** Its share of the bill's discount. */
  billSharePaise: number;
  /** What the customer pays for it: the GST is computed on this. */
  paysPaise: number;
}

export interface Bill {
  lines: BillLine[];
  subtotalPaise: number;
  billDiscountPaise: number;
  totalPaise: number;
}

/** Why a discount cannot be applied (as the owner reads it), or null. */
export type DiscountProblem = string | null;

/** The paise a discount takes off `basePaise` (`piecePaise`×`qty` for a line's final price). */
export function discountPaise(discount: Discount | null, basePaise: number, qty = 1): number {
  if (!discount) return 0;
  if (discount.kind === 'amount') return discount.value;
  if (discount.kind === 'percent') return Math.round((basePaise * discount.value) / 10_000);
  return basePaise - discount.value * qty;
}

/** What is wrong with a discount on `basePaise`, or null when it leaves 0..base to pay. */
export function discountProblem(
  discount: Discount | null,
  basePaise: number,
  qty = 1,
): DiscountProblem {
  if (!discount) return null;
  if (discount.kind === 'percent' && discount.value > 10_000) return 'A discount is at most 100%.';
  const off = discountPaise(discount, basePaise, qty);
  if (off < 0) return 'The final price is more than the price.';
  if (off > basePaise) return 'The discount is more than the price.';
  return null;
}

/**
 * Splits `totalPaise` over `weights` in proportion, whole paise, the remainders going to the
 * largest fractions (ties: the earlier line), so the shares always add up to the total.
 */
export function shareOver(totalPaise: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || totalPaise === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (totalPaise * w) / sum);
  const shares = exact.map(Math.floor);
  let left = totalPaise - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, fraction: x - Math.floor(x) }))
    .sort((a, b) => b.fraction - a.fraction || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** The bill: each line's discount, the subtotal, the bill's discount shared over the lines. */
export function computeBill(lines: readonly BillLineInput[], billDiscount: Discount | null): Bill {
  const priced = lines.map((line) => {
    const grossPaise = line.unitPricePaise * line.qty;
    const off = Math.min(
      Math.max(discountPaise(line.discount, grossPaise, line.qty), 0),
      grossPaise,
    );
    return { ...line, grossPaise, discountPaise: off, netPaise: grossPaise - off };
  });
  const subtotalPaise = priced.reduce((sum, l) => sum + l.netPaise, 0);
  const billOff = Math.min(Math.max(discountPaise(billDiscount, subtotalPaise), 0), subtotalPaise);
  const shares = shareOver(
    billOff,
    priced.map((l) => l.netPaise),
  );
  return {
    lines: priced.map((l, i) => ({
      ...l,
      billSharePaise: shares[i]!,
      paysPaise: l.netPaise - shares[i]!,
    })),
    subtotalPaise,
    billDiscountPaise: billOff,
    totalPaise: subtotalPaise - billOff,
  };
}

export interface CounterPaymentPart {
  method: CounterPaymentMethod;
  amountPaise: number;
  /** Cash only: what the customer handed over. */
  tenderedPaise: number | null;
}

/** The change to hand back: what was given in cash beyond the cash part. */
export function changeDue(parts: readonly CounterPaymentPart[]): number {
  return parts.reduce(
    (sum, p) =>
      sum + (p.method === 'cash' && p.tenderedPaise !== null ? p.tenderedPaise - p.amountPaise : 0),
    0,
  );
}
import type { CounterPaymentMethod } from './payment-methods';
