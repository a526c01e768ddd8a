// What delivery costs: the shop's flat fee, nothing once the subtotal is above the free-delivery
// amount (when the shop sets one), and nothing for pickup at the shop. Pure: the cart shows it
// before ordering, the server charges it when the order is saved.
import type { Fulfilment } from './fulfilment';

export interface DeliveryRule {
  feePaise: number;
  /** Subtotals above this are delivered free; null: never free. */
  freeAbovePaise: number | null;
}

export function deliveryChargePaise(
  rule: DeliveryRule,
  fulfilment: Fulfilment,
  subtotalPaise: number,
): number {
  if (fulfilment === 'pickup') return 0;
  if (rule.freeAbovePaise !== null && subtotalPaise > rule.freeAbovePaise) return 0;
  return rule.feePaise;
}
