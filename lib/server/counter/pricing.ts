import 'server-only';
// Pricing a counter sale from the catalogue, before anything is written: every line at today's
// price (`currentPrice`: the sale price while a sale runs), its own discount, the bill's discount
// shared over the lines (`computeBill`, the same arithmetic the till previews with), and the
// refusals a person can act on: a product gone, switched off or not in that size (409 naming
// it), a discount past the price (400 on the field), a total the till did not show (409).
import type { CounterSaleRequest } from '@/lib/shared/counter/sale-request';
import { computeBill, discountProblem, type Bill } from '@/lib/shared/counter/bill';
import { formatPrice, toPaise } from '@/lib/shared/money';
import { ORDER_LIMITS } from '@/lib/shared/orders/types';
import type { UnavailableLine } from '@/lib/shared/orders/unavailable-line';
import type { Product } from '@/lib/shared/product';
import { currentPrice } from '@/lib/shared/sale';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';
import { DomainError, LinesUnavailableError, ValidationError } from '@/lib/server/infra/errors';
import { unavailableLine } from '@/lib/server/orders/requested-lines';

/** A line as the sale records it: the product's name and today's price, and what it pays. */
export interface SaleLine {
  productId: number;
  name: string;
  size: string | null;
  qty: number;
  unitPricePaise: number;
  /** The line's own discount in paise, and why. */
  discountPaise: number;
  discountReason: string;
  /** What the customer pays for it (after its share of the bill's discount). */
  paysPaise: number;
}

export interface PricedSale {
  lines: SaleLine[];
  bill: Bill;
}

export const NOTHING_TO_PAY =
  'This sale comes to ₹0.00. A piece given away is not a sale: record it as a stock correction.';

/**
 * Lines the counter cannot sell: gone, or not in that size (stock is later). A product hidden
 * from the website is still on the shelf: the owner holding it may sell it.
 */
function refusedLines(
  request: CounterSaleRequest,
  byId: ReadonlyMap<number, Product>,
): UnavailableLine[] {
  return request.lines.flatMap((line) => {
    const product = byId.get(line.product_id);
    // The stock itself is settled by the stock move, on the count as it is in the transaction.
    const ask = { productId: line.product_id, size: line.size, qty: 0 };
    return unavailableLine(product && { ...product, available: true }, ask) ?? [];
  });
}

/** Prices the request's lines with the products read for it; throws what cannot be sold. */
export function priceSale(
  request: CounterSaleRequest,
  byId: ReadonlyMap<number, Product>,
): PricedSale {
  const refused = refusedLines(request, byId);
  if (refused.length) {
    throw new LinesUnavailableError('Some lines cannot be sold as asked.', refused);
  }
  const inputs = request.lines.map((line) => {
    const product = byId.get(line.product_id)!;
    return {
      line,
      product,
      unitPricePaise: toPaise(currentPrice(product)),
    };
  });
  const errors: FieldErrors = {};
  inputs.forEach(({ line, unitPricePaise }, i) => {
    const problem = discountProblem(line.discount, unitPricePaise * line.qty, line.qty);
    if (problem) errors[`lines.${i}.discount`] = [problem];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const bill = computeBill(
    inputs.map(({ line, unitPricePaise }) => ({
      unitPricePaise,
      qty: line.qty,
      discount: line.discount,
    })),
    request.bill_discount,
  );
  const billProblem = discountProblem(request.bill_discount, bill.subtotalPaise);
  if (billProblem) throw new ValidationError({ bill_discount: [billProblem] });
  if (bill.subtotalPaise > ORDER_LIMITS.maxSubtotalPaise) {
    throw new ValidationError({
      lines: [
        `A sale may total at most ${formatPrice(ORDER_LIMITS.maxSubtotalPaise / 100)}; this one totals ${formatPrice(bill.subtotalPaise / 100)}. Split it into smaller bills.`,
      ],
    });
  }
  if (bill.totalPaise === 0) {
    throw new ValidationError({
      [request.bill_discount ? 'bill_discount' : 'lines']: [NOTHING_TO_PAY],
    });
  }
  if (request.expected_total !== null && request.expected_total !== bill.totalPaise) {
    throw new DomainError(
      `The bill is now ${formatPrice(bill.totalPaise / 100)}, not ${formatPrice(request.expected_total / 100)}: a price changed meanwhile. Check the bill and complete it again.`,
      409,
    );
  }
  return {
    bill,
    lines: inputs.map(({ line, product }, i) => {
      const billed = bill.lines[i]!;
      return {
        productId: product.id,
        name: product.name,
        size: line.size,
        qty: line.qty,
        unitPricePaise: billed.unitPricePaise,
        discountPaise: billed.discountPaise,
        discountReason: billed.discountPaise > 0 || line.discount ? line.discount_reason : '',
        paysPaise: billed.paysPaise,
      };
    }),
  };
}
