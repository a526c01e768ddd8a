import { formatPrice, paiseToString, toPaise } from '@/lib/shared/money';
import type { OrderLine } from '@/lib/shared/orders/types';

/**
 * What was ordered: each line with its size, quantity and price (a counter sale's line discount
 * with its reason), then the subtotal, a counter sale's bill discount, and the delivery charge
 * and total when either applies; store credit that paid part of it, and what is left to pay.
 */
export function OrderLines({
  lines,
  subtotal,
  deliveryCharge = '0.00',
  total = subtotal,
  label = 'Items',
  billDiscount = '0.00',
  billDiscountReason = '',
  creditPaid = '0.00',
}: {
  lines: readonly OrderLine[];
  subtotal: string;
  deliveryCharge?: string;
  total?: string;
  /** The list's accessible name (a page may show two orders' lines). */
  label?: string;
  /** A counter sale's discount on the whole bill (already off `subtotal`), and why. */
  billDiscount?: string;
  billDiscountReason?: string;
  /** Store credit paid towards the total ("0.00": none). */
  creditPaid?: string;
}) {
  const creditPaise = toPaise(creditPaid);
  const billOff = toPaise(billDiscount);
  // The lines' sum before the bill's discount: a counter sale's subtotal is after it.
  const shownSubtotal = billOff > 0 ? paiseToString(toPaise(subtotal) + billOff) : subtotal;
  const totalShown = Number(deliveryCharge) > 0 || billOff > 0 || creditPaise > 0;
  return (
    <div>
      <ul aria-label={label} className="divide-y divide-line">
        {lines.map((line, i) => (
          <li
            key={`${line.productId ?? 'gone'}-${line.size ?? ''}-${i}`}
            data-testid="order-line"
            className="flex items-start justify-between gap-3 py-2.5"
          >
            <div className="min-w-0">
              <p className="font-medium break-words text-ink">{line.name}</p>
              <p className="text-sm text-muted">
                {line.size ? (
                  <>
                    Size <span className="font-semibold text-ink">{line.size}</span> ·{' '}
                  </>
                ) : null}
                Qty <span className="font-semibold text-ink">{line.qty}</span>
                {line.qty > 1 ? ` × ${formatPrice(line.unitPrice)}` : null}
              </p>
              {toPaise(line.discount) > 0 ? (
                <p data-testid="line-discount" className="text-sm text-muted">
                  Discount −{formatPrice(line.discount)}
                  {line.discountReason ? ` · ${line.discountReason}` : null}
                </p>
              ) : null}
            </div>
            <p className="shrink-0 font-medium tabular-nums">{formatPrice(line.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-3 border-t-2 border-line pt-2.5 font-semibold">
        <span>Subtotal</span>
        <span data-testid="order-subtotal" className="tabular-nums">
          {formatPrice(shownSubtotal)}
        </span>
      </p>
      {billOff > 0 ? (
        <p className="flex items-baseline justify-between gap-3 pt-1.5 text-sm">
          <span>Bill discount{billDiscountReason ? ` · ${billDiscountReason}` : null}</span>
          <span data-testid="order-bill-discount" className="tabular-nums">
            −{formatPrice(billDiscount)}
          </span>
        </p>
      ) : null}
      {Number(deliveryCharge) > 0 ? (
        <p className="flex items-baseline justify-between gap-3 pt-1.5 text-sm">
          <span>Delivery</span>
          <span data-testid="order-delivery" className="tabular-nums">
            {formatPrice(deliveryCharge)}
          </span>
        </p>
      ) : null}
      {totalShown && (
        <>
          <p className="flex items-baseline justify-between gap-3 pt-1.5 text-lg font-semibold">
            <span>Total</span>
            <span data-testid="order-total" className="tabular-nums">
              {formatPrice(total)}
            </span>
          </p>
          {creditPaise > 0 ? (
            <>
              <p className="flex items-baseline justify-between gap-3 pt-1.5 text-sm">
                <span>Paid by store credit</span>
                <span data-testid="order-credit-paid" className="tabular-nums">
                  −{formatPrice(creditPaid)}
                </span>
              </p>
              <p className="flex items-baseline justify-between gap-3 pt-1.5 font-semibold">
                <span>Left to pay</span>
                <span data-testid="order-left-to-pay" className="tabular-nums">
                  {formatPrice(paiseToString(Math.max(0, toPaise(total) - creditPaise)))}
                </span>
              </p>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
