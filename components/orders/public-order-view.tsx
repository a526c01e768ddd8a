import { IntentLink } from '@/components/ui/intent-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { hoursText } from '@/lib/shared/contact-links';
import type { OrderDocumentSummary } from '@/lib/shared/invoices/order-documents';
import type { UpiOffer } from '@/lib/shared/payments/upi-offer';
import type { ShopperReturns } from '@/lib/shared/returns/view';
import type { ShopInfo } from '@/lib/shared/shop';
import { whatsappLink } from '@/lib/shared/whatsapp';
import { OrderLines } from './order-lines';
import { OrderPayment } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';
import { ShopperReturnsSection } from './returns/shopper-returns';
import { ShopperPapers } from './shopper-papers';
import { formatOrderTime } from './order-time';
import type { PublicOrder } from './public-order';
import { StatusTimeline } from './status-timeline';
import { CUSTOMER_WORDS, statusLabel } from './status-words';
import { timelineSteps } from './timeline';

const card = 'rounded-2xl border border-line bg-surface p-4 sm:p-6';
const cardHeading = 'mb-3 text-lg font-semibold text-ink';

/** The customer's status page: number, progress, items, pickup or delivery (masked), help. */
export function PublicOrderView({
  order,
  shop,
  token,
  upi,
  returns = null,
  documents = [],
}: {
  order: PublicOrder;
  shop: Pick<ShopInfo, 'name' | 'whatsapp' | 'address' | 'opens' | 'closes'>;
  /** The page's own token: it authorises "I have paid". */
  token: string;
  /** Pay by UPI (the link and its QR code), when the order can be paid that way now. */
  upi: { offer: UpiOffer | null; qrSvg: string | null };
  /** Exchanges and returns of the order, and the status page's absolute address for messages. */
  returns?: { data: ShopperReturns; statusUrl: string } | null;
  /** The order's GST documents, oldest first ([] before it is invoiced). */
  documents?: readonly OrderDocumentSummary[];
}) {
  const pickup = order.fulfilment === 'pickup';
  const label = statusLabel(order.status, order.fulfilment);
  const steps = timelineSteps(order.status, order.events, order.fulfilment);
  const askShop = whatsappLink(
    shop.whatsapp,
    `Hello ${shop.name}, about my order ${order.number}: `,
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <header className="mb-6">
        <p className="text-sm font-semibold tracking-widest text-[#7a4f0f] uppercase">Your order</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="font-display text-3xl font-semibold text-ink" data-testid="order-number">
            Order {order.number}
          </h1>
          <OrderStatusBadge status={order.status} label={label} />
        </div>
        <p className="mt-2 text-sm text-muted">
          Placed <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time> (India
          time)
        </p>
      </header>

      {/* Phones read progress, items, then the handover; wider screens put the items beside. */}
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-6">
        <section aria-labelledby="progress-heading" className={`${card} md:col-start-1`}>
          <h2 id="progress-heading" className={cardHeading}>
            Progress
          </h2>
          <p className="mb-4 text-sm text-muted">{CUSTOMER_WORDS[order.status].page(pickup)}</p>
          <StatusTimeline steps={steps} />
        </section>

        {returns ? (
          <ShopperReturnsSection
            returns={returns.data}
            token={token}
            message={{
              shopName: shop.name,
              whatsapp: shop.whatsapp,
              orderNumber: order.number,
              statusUrl: returns.statusUrl,
            }}
            className={`${card} md:col-start-1`}
          />
        ) : null}

        <section
          aria-labelledby="payment-heading"
          data-testid="order-payment"
          className={`${card} md:col-start-1`}
        >
          <h2 id="payment-heading" className={cardHeading}>
            Payment
          </h2>
          <OrderPayment order={order} token={token} offer={upi.offer} qrSvg={upi.qrSvg} />
        </section>

        <section
          aria-labelledby="items-heading"
          className={`${card} self-start md:col-start-2 md:row-span-4 md:row-start-1`}
        >
          <h2 id="items-heading" className={cardHeading}>
            Items
          </h2>
          <OrderLines
            lines={order.lines}
            subtotal={order.subtotal}
            deliveryCharge={order.deliveryCharge}
            total={order.total}
            creditPaid={order.creditPaid}
          />
          <ShopperPapers token={token} documents={documents} />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <a
              href={askShop}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles.primary}
            >
              Message the shop on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <IntentLink href="/all-products" className={buttonStyles.secondary}>
              Continue shopping
            </IntentLink>
          </div>
        </section>

        <section aria-labelledby="handover-heading" className={`${card} md:col-start-1`}>
          <h2 id="handover-heading" className={cardHeading}>
            {pickup ? 'Pickup at the shop' : 'Delivery'}
          </h2>
          <dl className="space-y-2 text-sm">
            {pickup ? (
              <div>
                <dt className="text-muted">Shop</dt>
                <dd>
                  {shop.address || shop.name}
                  <span className="block text-muted">{hoursText(shop)}</span>
                </dd>
              </div>
            ) : (
              <div>
                <dt className="text-muted">Deliver to</dt>
                <dd data-testid="masked-address">{order.maskedAddress}</dd>
              </div>
            )}
            {order.maskedPhone ? (
              <div>
                <dt className="text-muted">Phone</dt>
                <dd data-testid="masked-phone" className="tabular-nums">
                  {order.maskedPhone}
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-3 text-xs text-muted">
            For your privacy this page shows only part of your phone and address.
          </p>
        </section>
      </div>
    </div>
  );
}
