import Link from 'next/link';
import { absoluteUrl } from '@/lib/shared/absolute-url';
import { stateName } from '@/lib/shared/gst/states';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import { upiOffer, type UpiOfferShop } from '@/lib/shared/payments/upi-offer';
import type { Order } from '@/lib/shared/orders/types';
import { customerWhatsappLink, displayPhone, statusMessage } from './customer-messages';
import { ChannelBadge } from './channel-badge';
import { CounterPayments } from './counter-payments';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { OrderPaperwork } from './order-paperwork';
import { PaymentCheck } from './payment-check';
import { SharedReference } from './shared-reference';
import { PAYMENT_METHOD_LABELS } from '@/lib/shared/orders/payment';
import { formatOrderTime } from './order-time';
import { statusLabel } from './status-words';

/**
 * One order in the admin inbox (and at the top of its own page): who, how it is handed over,
 * what was ordered, and the actions. Admins only: it shows the full phone and address.
 */
export function OrderCard({
  order,
  base,
  shopName,
  upi,
  linkToDetail = true,
}: {
  order: Order;
  /** The site's public base URL, for the status link in the customer's message. */
  base: string;
  shopName: string;
  /** The shop's UPI settings: the customer's message offers "Pay by UPI" when it applies. */
  upi?: UpiOfferShop;
  /** The inbox links the number to the order's page; that page itself does not. */
  linkToDetail?: boolean;
}) {
  const delivery = order.fulfilment === 'delivery';
  const counter = order.channel === 'counter';
  const offer = upi ? upiOffer(order, upi) : null;
  const text = statusMessage(order, {
    shopName,
    statusUrl: absoluteUrl(base, `/orders/${order.token}`),
    upiAmount: offer ? formatPrice(paiseToString(offer.amountPaise)) : null,
  });
  const headingId = `order-${order.number}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="order-card"
      data-order-number={order.number}
      className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {linkToDetail ? (
              <Link
                href={`/admin/orders/${order.number}`}
                className="underline-offset-2 hover:underline"
              >
                {order.number}
              </Link>
            ) : (
              order.number
            )}
          </h2>
          <ChannelBadge channel={order.channel} />
          <OrderStatusBadge
            status={order.status}
            label={statusLabel(order.status, order.fulfilment)}
          />
          {order.paid ? (
            <span
              data-testid="paid-mark"
              className="inline-flex items-center rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success ring-1 ring-success/30 ring-inset"
            >
              Paid
            </span>
          ) : null}
        </div>
        <p className="text-sm text-muted">
          <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
        </p>
      </header>

      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-6">
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="sr-only">Customer</dt>
            <dd className="text-base font-semibold break-words">{order.customerName}</dd>
          </div>
          <div>
            <dt className="sr-only">Phone</dt>
            <dd>
              {order.phone ? (
                <a
                  href={`tel:${order.phone}`}
                  className="font-medium text-brand tabular-nums underline-offset-2 hover:underline"
                >
                  {displayPhone(order.phone)}
                </a>
              ) : (
                <span className="text-muted">No phone given</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-ink">
              {delivery ? 'Delivery' : counter ? 'Sold at the counter' : 'Pickup at the shop'}
            </dt>
            {delivery ? (
              <dd className="break-words whitespace-pre-line">
                {order.address}
                <span className="block">
                  PIN {order.pincode}
                  {order.buyerState ? ` · ${stateName(order.buyerState)}` : null}
                </span>
              </dd>
            ) : null}
          </div>
          {order.buyerGstin ? (
            <div>
              <dt className="sr-only">Buyer’s GSTIN</dt>
              <dd data-testid="buyer-gstin">GSTIN {order.buyerGstin}</dd>
            </div>
          ) : null}
          {counter ? (
            <div>
              <dt className="sr-only">Payment</dt>
              <dd>
                <CounterPayments payments={order.counterPayments} />
              </dd>
            </div>
          ) : order.paymentMethod ? (
            <div>
              <dt className="sr-only">Payment</dt>
              <dd data-testid="payment-method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
            </div>
          ) : null}
          {order.note ? (
            <div>
              <dt className="font-semibold text-ink">Note</dt>
              <dd className="break-words whitespace-pre-line">{order.note}</dd>
            </div>
          ) : null}
        </dl>
        <OrderLines
          lines={order.lines}
          subtotal={order.subtotal}
          deliveryCharge={order.deliveryCharge}
          total={order.total}
          label={`Items of ${order.number}`}
          billDiscount={order.billDiscount}
          billDiscountReason={order.billDiscountReason}
          creditPaid={order.creditPaid}
        />
      </div>

      <div className="mt-4 space-y-3 border-t border-line pt-4">
        <PaymentCheck number={order.number} status={order.status} payment={order.payment} />
        <SharedReference payment={order.payment} />
        <OrderPaperwork order={order} />
        <OrderActions
          number={order.number}
          status={order.status}
          paid={order.paid}
          fulfilment={order.fulfilment}
          messageHref={customerWhatsappLink(order.phone, text)}
          claimWaiting={order.payment.state === 'claimed'}
        />
      </div>
    </article>
  );
}
