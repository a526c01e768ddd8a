// The status page's timeline: the road from new to completed with the time each step
// was reached, or, for a cancelled order, the steps it had reached and then the cancel.
import type { Fulfilment } from '@/lib/shared/orders/checkout';
import type { OrderStatus } from '@/lib/shared/orders/status';
import { statusLabel } from './status-words';

const ROAD: readonly OrderStatus[] = ['new', 'confirmed', 'ready', 'completed'];

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** ISO time the order reached this step, or null while it has not. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming' | 'cancelled';
}

/**
 * One step per status on the road. Events are in time order; a step's time is the first event
 * of that status (a later "marked paid" event keeps the status it was written in).
 */
export function timelineSteps(
  status: OrderStatus,
  events: readonly { status: OrderStatus; at: string }[],
  fulfilment: Fulfilment,
): TimelineStep[] {
  const reached = new Map<OrderStatus, string>();
  for (const event of events) if (!reached.has(event.status)) reached.set(event.status, event.at);
  const step = (s: OrderStatus, state: TimelineStep['state']): TimelineStep => ({
    status: s,
    label: statusLabel(s, fulfilment),
    at: reached.get(s) ?? null,
    state,
  });
  if (status === 'cancelled') {
    return [
      ...ROAD.filter((s) => reached.has(s)).map((s) => step(s, 'done')),
      step('cancelled', 'cancelled'),
    ];
  }
  const current = ROAD.indexOf(status);
  return ROAD.map((s, i) =>
    step(
      s,
      i < current || status === 'completed' ? 'done' : i === current ? 'current' : 'upcoming',
    ),
  );
}
