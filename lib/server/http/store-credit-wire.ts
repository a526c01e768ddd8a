import 'server-only';
// A phone's store credit on the wire (GET and POST /api/store-credit/, admins): money as decimal
// text, times as ISO text, snake_case.
import { paiseToString } from '@/lib/shared/money';
import type { StoreCreditHistory } from '@/lib/shared/store-credit/types';

export function storeCreditWire(history: StoreCreditHistory) {
  return {
    phone: history.phone,
    balance: paiseToString(history.balancePaise),
    moves: history.moves.map((m) => ({
      change: paiseToString(m.changePaise),
      balance: paiseToString(m.balancePaise),
      reason: m.reason,
      order_number: m.orderNumber,
      return_id: m.returnId,
      note: m.note,
      at: m.at.toISOString(),
    })),
  };
}
