// How a month's document was paid, as the accountant's CSV writes it: a web order's chosen way
// (upi, on_delivery, at_shop), a counter sale's method (cash, upi, card), or a split counter sale's
// parts with their amounts ("cash 1000.00 + upi 1499.00"), so the cash column of the books can be
// matched against the drawer. Pure.
import type { CounterPaymentMethod } from '@/lib/shared/counter/payment-methods';
import type { OrderChannel } from '@/lib/shared/orders/channel';
import { paiseToString } from '@/lib/shared/money';

export interface PaymentPart {
  method: CounterPaymentMethod;
  amountPaise: number;
}

export function monthPaymentText(
  channel: OrderChannel,
  webMethod: string,
  parts: readonly PaymentPart[],
): string {
  if (channel === 'web') return webMethod;
  // Parts of one method (two cash payments) are one amount.
  const byMethod = new Map<CounterPaymentMethod, number>();
  for (const p of parts) byMethod.set(p.method, (byMethod.get(p.method) ?? 0) + p.amountPaise);
  if (byMethod.size <= 1) return [...byMethod.keys()][0] ?? '';
  return [...byMethod].map(([method, paise]) => `${method} ${paiseToString(paise)}`).join(' + ');
}
