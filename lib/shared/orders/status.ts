// An order's life (docs/architecture.md "The design's rules"): new -> confirmed -> ready -> completed, or cancelled
// (with a reason) from any step before completed. Pure; the data layer enforces it.

export const ORDER_STATUSES = ['new', 'confirmed', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  ready: 'Ready',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order may move to from `from`. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return NEXT[from];
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Statuses in which the lines' quantities are off the stock (taken at confirm). */
export function holdsStock(status: OrderStatus): boolean {
  return status === 'confirmed' || status === 'ready' || status === 'completed';
}
