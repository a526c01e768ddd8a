import 'server-only';
// Writing the stock ledger: every change of a count is one row (db/schema/stock.ts) written by the
// change's own transaction, so a product's stock is always the sum of its rows. Callers say why
// (`StockMoveContext`); the row's balance is the count after the change.
import { stockLedger } from '@/db/schema';
import { sizeColumn } from '@/db/schema/columns';
import { cutToMeasure } from '@/lib/shared/graphemes';
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

/** Characters as a varchar column counts them (code points). */
const columnLength = (value: string) => [...value].length;

/** The context's note and reference cut by grapheme to what their columns hold. */
export function ledgerTexts(context: StockMoveContext): { note: string; reference: string } {
  return {
    note: cutToMeasure(context.note ?? '', 200, columnLength),
    reference: cutToMeasure(context.reference ?? '', 80, columnLength),
  };
}

/** Writes one ledger row per entry (entries with no change are skipped). */
export async function writeLedger(
  tx: Tx,
  entries: readonly LedgerEntry[],
  context: StockMoveContext,
): Promise<void> {
  const { note, reference } = ledgerTexts(context);
  const rows = entries
    .filter((e) => e.change !== 0)
    .map((e) => ({
      productId: e.productId,
      size: sizeColumn(e.size),
      change: e.change,
      balance: e.balance,
      reason: context.reason,
      note,
      orderId: context.orderId ?? null,
      reference,
      adminId: context.adminId ?? null,
    }));
  if (rows.length) await tx.insert(stockLedger).values(rows);
}
