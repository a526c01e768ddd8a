// Whether an order's status page (and the owner's confirmation) offers "Pay by UPI", and the
// link it opens: the shop takes UPI, the order is neither cancelled nor paid nor already
// claimed, and payment is asked now (at order, or once the shop has confirmed). The amount is
// the order's total as it stands, delivery included, less any store credit that paid part of it.
import { toPaise } from '@/lib/shared/money';
import type { PaymentState } from '@/lib/shared/orders/payment';
import type { OrderStatus } from '@/lib/shared/orders/status';
import type { PaymentAsked } from '@/lib/shared/settings/shop-settings';
import { upiPayLink } from './upi';

export interface UpiOfferOrder {
  number: string;
  status: OrderStatus;
  total: string;
  /** Store credit paid towards the total (absent: none). */
  creditPaid?: string;
  payment: { state: PaymentState };
}

export interface UpiOfferShop {
  /** The payee name UPI apps show. */
  name: string;
  upiId: string;
  upiMerchantCode: string;
  paymentAsked: PaymentAsked;
}

export interface UpiOffer {
  link: string;
  amountPaise: number;
}

export function upiOffer(order: UpiOfferOrder, shop: UpiOfferShop): UpiOffer | null {
  if (shop.upiId === '') return null;
  if (order.status === 'cancelled' || order.status === 'completed') return null;
  if (order.payment.state === 'paid' || order.payment.state === 'claimed') return null;
  if (shop.paymentAsked === 'confirmed' && order.status === 'new') return null;
  const amountPaise = toPaise(order.total) - toPaise(order.creditPaid ?? '0');
  if (amountPaise <= 0) return null;
  return {
    amountPaise,
    link: upiPayLink({
      vpa: shop.upiId,
      payeeName: shop.name,
      amountPaise,
      orderNumber: order.number,
      ...(shop.upiMerchantCode && { merchantCode: shop.upiMerchantCode }),
    }),
  };
}
