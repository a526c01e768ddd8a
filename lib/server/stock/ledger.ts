import 'server-only';
// Writing the stock ledger: every change of a count is one row (db/schema/stock.ts) written by the
// change's own transaction, so a product's stock is always the sum of its rows. Callers say why
// (`StockMoveContext`); the row's balance is the count after the change.
import { stockLedger } from '@/db/schema';
import { sizeColumn } from '@/db/schema/columns';
import type { StockReason } from '@/lib/shared/stock/ledger-reasons';
import type { Tx } from '@/lib/server/infra/db';

/** Why a stock change happens and what it belongs to. */
export interface StockMoveContext {
  reason: StockReason;
  /** The admin who made it (null: the system, or a shopper's order being placed). */
  adminId?: number | null;
  /** The web or counter order it belongs to. */
  orderId?: number | null;
  /** A supplier's bill, "Stocktake 4", "Receipt 12". */
  reference?: string;
  note?: string;
}

export interface LedgerEntry {
  productId: number;
  /** The size's count (product kept per size) or null: the product's total. */
  size: string | null;
  change: number;
  balance: number;
}

/** Writes one ledger row per entry (entries with no change are skipped). */
export async function writeLedger(
  tx: Tx,
  entries: readonly LedgerEntry[],
  context: StockMoveContext,
): Promise<void> {
  const rows = entries
    .filter((e) => e.change !== 0)
    .map((e) => ({
      productId: e.productId,
      size: sizeColumn(e.size),
      change: e.change,
      balance: e.balance,
      reason: context.reason,
      note: (context.note ?? '').slice(0, 200),
      orderId: context.orderId ?? null,
      reference: (context.reference ?? '').slice(0, 80),
      adminId: context.adminId ?? null,
    }));
  if (rows.length) await tx.insert(stockLedger).values(rows);
}
