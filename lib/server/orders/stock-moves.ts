import 'server-only';
// What an order's lines do to the stock, inside the caller's transaction: confirming a web order
// or completing a counter sale takes each line off its size's count (kept per size) or the
// product's total (not kept per size), cancelling a confirmed order puts it back; every move
// writes its ledger row (lib/server/stock/adjust.ts). Taking more than is left refuses the whole
// change with a 409 naming the short lines.
import type { OrderLine } from '@/lib/shared/orders/types';
import type { Tx } from '@/lib/server/infra/db';
import {
  lineLabel,
  shortStockMessage,
  type UnavailableLine,
} from '@/lib/shared/orders/unavailable-line';
import { LinesUnavailableError } from '@/lib/server/infra/errors';
import { adjustStock } from '@/lib/server/stock/adjust';
import type { StockMoveContext } from '@/lib/server/stock/ledger';

type StockLine = Pick<OrderLine, 'productId' | 'name' | 'size' | 'qty'>;

/**
 * Moves every line's quantity off (`direction` -1) or back onto (+1) the stock. Lines of deleted
 * products are skipped (nothing to count); a line returned in a size no longer kept goes nowhere.
 * Returns the products whose stock changed; throws `LinesUnavailableError` (the caller's
 * transaction then rolls back) when a line cannot be taken.
 */
export async function moveStock(
  tx: Tx,
  lines: readonly StockLine[],
  direction: 1 | -1,
  context: StockMoveContext,
): Promise<number[]> {
  const short: UnavailableLine[] = [];
  const touched: number[] = [];
  // In product and size order: two moves of the same pieces (a web confirm, a counter sale)
  // then lock their rows in the same order and queue instead of deadlocking.
  const ordered = [...lines].sort(
    (a, b) => (a.productId ?? 0) - (b.productId ?? 0) || (a.size ?? '').localeCompare(b.size ?? ''),
  );
  for (const line of ordered) {
    if (line.productId === null) continue;
    const productId = line.productId;
    const result = await adjustStock(tx, productId, line.size, direction * line.qty, context);
    if (result.kind === 'changed') {
      touched.push(productId);
      continue;
    }
    if (direction === 1 || result.kind === 'no-product') continue;
    const label = lineLabel(line.name, line.size);
    const left = result.kind === 'too-few' ? result.available : 0;
    short.push({
      product_id: productId,
      size: line.size,
      reason: left > 0 ? 'too_few' : 'sold_out',
      available: left,
      message:
        result.kind === 'size-not-kept' && line.size === null
          ? `${label} has no size chosen; its stock is kept per size.`
          : shortStockMessage(label, left),
    });
  }
  if (short.length) {
    throw new LinesUnavailableError('Not enough stock to confirm this order.', short);
  }
  return [...new Set(touched)];
}
