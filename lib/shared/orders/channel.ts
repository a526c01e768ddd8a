// Where an order was made: the website's cart (sent on WhatsApp) or the shop's counter. Both
// share one number series and one stock.

export const ORDER_CHANNELS = ['web', 'counter'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const ORDER_CHANNEL_LABELS: Record<OrderChannel, string> = {
  web: 'Web',
  counter: 'Counter',
};
