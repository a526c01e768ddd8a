// The list's ±1 on one size, as the row shows it before the server answers (optimistic).
import type { SizeStock } from '@/lib/shared/sizes';

/** What a product row shows of its stock. */
export interface RowStock {
  stock: number;
  sizeStock: SizeStock[] | null;
}

export interface SizeStockChange {
  size: string;
  delta: number;
}

/**
 * `row` with `size` changed by `delta` and the total following: never below 0 (the server refuses
 * that too), and unchanged for a size the row does not track.
 */
export function withSizeChange(row: RowStock, change: SizeStockChange): RowStock {
  if (!row.sizeStock?.some((s) => s.size === change.size)) return row;
  const sizeStock = row.sizeStock.map((s) =>
    s.size === change.size ? { ...s, stock: Math.max(0, s.stock + change.delta) } : s,
  );
  return { stock: sizeStock.reduce((sum, s) => sum + s.stock, 0), sizeStock };
}
