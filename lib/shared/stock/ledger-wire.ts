// GET /api/products/{id}/ledger/ answers this (docs/api.md): the product and a page of its stock
// ledger, newest first, snake_case like the rest of the API. Declared once; the server writes it
// (lib/server/http/stock-ledger-wire.ts) and tests read it.
import type { StockReason } from './ledger-reasons';

export interface LedgerRowWire {
  id: number;
  /** The size's count; null: the product's total (a product not kept per size). */
  size: string | null;
  /** +3 in, -1 out. */
  change: number;
  /** The count after the change. */
  balance: number;
  reason: StockReason;
  /** The reason in the shop's words ("Web order", "Spreadsheet import"). */
  reason_label: string;
  note: string;
  /** The web or counter order it belongs to, as the shop writes it ("SP-1042"); null: none. */
  order_number: string | null;
  /** The paper it belongs to otherwise: a supplier's bill, "Stocktake 4". */
  reference: string;
  /** The admin who made it; null: the system (an opening row, a shopper's order). */
  admin: string | null;
  created_at: string;
}

export interface LedgerPageWire {
  count: number;
  next: string | null;
  previous: string | null;
  product: { id: number; name: string; stock: number };
  results: LedgerRowWire[];
}
