// How a customer at the counter pays: cash (the amount given and the change), the shop's UPI QR
// for the exact amount, or a card on the shop's own terminal; a bill may be split between them.

export const COUNTER_PAYMENT_METHODS = ['cash', 'upi', 'card'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export const COUNTER_PAYMENT_LABELS: Record<CounterPaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
};
