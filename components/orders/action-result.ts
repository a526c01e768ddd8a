// What the inbox's server actions answer: an order's new state, or a failure that names the
// short lines when the stock refused a confirm ("Only 1 left of …").
import type { ActionResult } from '@/lib/shared/action-result';
import type { OrderStatus } from '@/lib/shared/orders/status';

export type OrderActionResult = ActionResult<
  { number: string; status: OrderStatus; paid: boolean },
  { lines: string[] }
>;
