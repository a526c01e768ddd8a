// Store credit as pages read it: a phone's balance and the moves that made it.
import type { StoreCreditReason } from '@/lib/shared/returns/states';

export interface StoreCreditMoveView {
  id: number;
  changePaise: number;
  /** The balance right after this move. */
  balancePaise: number;
  reason: StoreCreditReason;
  orderId: number | null;
  /** The order's number as people say it ("#1042"), when the move names an order. */
  orderNumber: string | null;
  returnId: number | null;
  note: string;
  at: Date;
}

export interface StoreCreditHistory {
  phone: string;
  balancePaise: number;
  moves: StoreCreditMoveView[];
}
