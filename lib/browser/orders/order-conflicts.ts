// A 409 from POST /api/orders/ names the lines the shop cannot sell as asked. The cart
// takes them in: a line sold out, unavailable, gone or in a size no longer offered is marked out
// of stock (which blocks checkout until the shopper removes or changes it); a line asking for
// more than is left is lowered to what is left. Nothing is removed from the cart.

import { chosenSize } from '@/lib/shared/cart/line-size';
import type { CartItem } from '@/lib/shared/cart/types';
import type { OrderConflict } from '@/lib/shared/orders/unavailable-line';

export interface ConflictPatch {
  lines: CartItem[];
  /** Line key -> the server's explanation for that line. */
  messages: Map<string, string>;
}

const matches = (line: CartItem, conflict: OrderConflict) =>
  line.id === conflict.productId && chosenSize(line) === conflict.size;

export function applyOrderConflicts(
  lines: readonly CartItem[],
  conflicts: readonly OrderConflict[],
): ConflictPatch {
  const messages = new Map<string, string>();
  // The server counts one product and size as one line: what is left is shared out in cart order.
  const left = new Map<OrderConflict, number>(conflicts.map((c) => [c, c.available]));
  const next = lines.map((line) => {
    const conflict = conflicts.find((c) => matches(line, c));
    if (!conflict) return line;
    if (conflict.message) messages.set(line.key, conflict.message);
    const remaining = left.get(conflict) ?? 0;
    if (conflict.reason === 'too_few' && remaining > 0) {
      const qty = Math.min(line.qty, remaining);
      left.set(conflict, remaining - qty);
      return { ...line, qty, stock: conflict.available };
    }
    return { ...line, available: false, stock: 0 };
  });
  return { lines: next, messages };
}
