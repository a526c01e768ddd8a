import { QrCode } from '@/components/admin/print/qr-code';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import type { UpiOffer } from '@/lib/shared/payments/upi-offer';
import { PaymentClaimForm } from './payment-claim-form';
import type { PublicOrder } from './public-order';

const HANDOVER: Record<'on_delivery' | 'at_shop', string> = {
  on_delivery: 'on delivery (cash or UPI)',
  at_shop: 'at the shop (cash or UPI)',
};

/**
 * The status page's payment card: pay by UPI (a button that opens the phone's UPI app and the
 * same link as a QR code), "I have paid" with the reference, and what the shop said since.
 */
export function OrderPayment({
  order,
  token,
  offer,
  qrSvg,
}: {
  order: PublicOrder;
  token: string;
  offer: UpiOffer | null;
  /** The offer's link as a QR code (SVG), drawn on the server. */
  qrSvg: string | null;
}) {
  const { payment } = order;
  const total = formatPrice(order.total);
  const ref = payment.maskedUtr ?? '';
  return (
    <div className="space-y-4 text-sm">
      <p data-testid="payment-state" className="font-semibold text-ink">
        {payment.state === 'paid'
          ? 'Paid'
          : payment.state === 'claimed'
            ? 'Payment sent: the shop is checking it'
            : payment.state === 'not_received'
              ? 'Payment not received'
              : `To pay: ${total}`}
      </p>
      {payment.state === 'paid' ? (
        <p>The shop has your payment of {total}. Thank you!</p>
      ) : payment.state === 'claimed' ? (
        <p>
          You told the shop you paid {total} with UPI reference{' '}
          <span className="tabular-nums">{ref}</span>. The shop checks its bank app and confirms
          here.
        </p>
      ) : payment.state === 'not_received' ? (
        <p
          role="status"
          className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-danger"
        >
          The shop has not received a payment for this order (reference{' '}
          <span className="tabular-nums">{ref}</span>). Check your UPI app: if the money left your
          account, message the shop with a screenshot; otherwise please pay again.
        </p>
      ) : null}
      {offer && qrSvg ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="space-y-2">
            <a
              href={offer.link}
              data-testid="upi-pay"
              className={`${buttonStyles.primary} w-full sm:w-auto`}
            >
              {`Pay ${formatPrice(paiseToString(offer.amountPaise))} by UPI`}
            </a>
            <p className="text-muted">
              Opens your UPI app (Google Pay, PhonePe, Paytm, BHIM…) with the amount and order
              number filled in. On a computer, scan the code with your phone.
            </p>
          </div>
          <QrCode
            svg={qrSvg}
            label={`UPI QR code to pay ${formatPrice(paiseToString(offer.amountPaise))} for order ${order.number}`}
            className="w-40 shrink-0 self-center rounded-lg border border-line p-1 sm:self-start"
          />
        </div>
      ) : payment.state === 'unpaid' && order.status !== 'cancelled' ? (
        <p>
          {payment.method === 'upi'
            ? 'You can pay by UPI here once the shop confirms your order.'
            : `Pay ${total} ${HANDOVER[order.fulfilment === 'pickup' ? 'at_shop' : 'on_delivery']}.`}
        </p>
      ) : null}
      {offer || payment.state === 'claimed' ? (
        <PaymentClaimForm number={order.number} token={token} again={payment.state !== 'unpaid'} />
      ) : null}
    </div>
  );
}
