// How a customer at the counter pays: cash (the amount given and the change), the shop's UPI QR
// for the exact amount, a card on the shop's own terminal, or store credit kept on the
// customer's phone (the sale's customer phone); a bill may be split between them.

export const COUNTER_PAYMENT_METHODS = ['cash', 'upi', 'card', 'credit'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

export const COUNTER_PAYMENT_LABELS: Record<CounterPaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  credit: 'Store credit',
};
