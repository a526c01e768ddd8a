// Store credit: money the shop owes a customer, kept on their phone number and spent as payment
// at the counter or in a web order. Pure rules both ends share: how much of a balance a bill
// takes, the words of a move's reason, and the refusals' messages.
import { formatPrice } from '@/lib/shared/money';
import type { StoreCreditReason } from '@/lib/shared/returns/states';

export const STORE_CREDIT_REASON_LABELS: Record<StoreCreditReason, string> = {
  refund: 'Refund',
  spent: 'Spent',
  restored: 'Given back (order cancelled)',
  adjust: 'Adjusted by the shop',
};

/** What a bill of `duePaise` takes from a balance: all of the balance, or the whole bill. */
export function creditToUse(balancePaise: number, duePaise: number): number {
  return Math.max(0, Math.min(balancePaise, duePaise));
}

/** Refused when the shop has turned store credit off in its settings. */
export const STORE_CREDIT_OFF_MESSAGE =
  'Store credit is turned off in the shop’s settings. Refund by cash or UPI instead.';

/** Refused when the phone's balance no longer covers what a bill asked of it. */
export function storeCreditShortMessage(balancePaise: number): string {
  return balancePaise > 0
    ? `Only ${formatPrice(balancePaise / 100)} of store credit is left on this phone.`
    : 'There is no store credit left on this phone.';
}

/** A change of a balance as pages show it: "+₹500.00" or "−₹200.00". */
export function creditChangeText(changePaise: number): string {
  const sign = changePaise < 0 ? '−' : '+';
  return `${sign}${formatPrice(Math.abs(changePaise) / 100)}`;
}
