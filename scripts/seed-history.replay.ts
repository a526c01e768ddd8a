// The seeded history's stock ledger: every stock event (opening, delivery, sale, return) in
// time order, each row's balance the count after it, and the counts it ends with.
import type { History, HistoryOrder } from './seed-history.sim';

export const unitKey = (product: number, size: string) => `${product}|${size}`;
export const soldAt = (o: HistoryOrder) => (o.channel === 'counter' ? o.createdAt : o.confirmedAt);
export const takesStock = (o: HistoryOrder) => o.status !== 'new' && o.status !== 'cancelled';

interface LedgerRow {
  product_id: number;
  size: string;
  change: number;
  balance: number;
  reason: string;
  order_number: number | null;
  created_at: string;
}

/** The ledger in time order, with balances; throws when a count would go below zero. */
export function replay(h: History, ids: Map<number, number>, numbers: number[]) {
  type Ev = Omit<LedgerRow, 'balance' | 'product_id' | 'created_at'> & {
    product: number;
    at: Date;
  };
  const events: Ev[] = h.moves.map((m) => ({ ...m, order_number: null }));
  h.orders.forEach((o, i) => {
    const at = soldAt(o);
    if (!takesStock(o) || !at) return;
    const reason = o.channel === 'counter' ? 'counter_sale' : 'order';
    for (const l of o.lines) {
      events.push({
        product: l.product,
        size: l.size,
        change: -l.qty,
        reason,
        order_number: numbers[i]!,
        at,
      });
    }
    if (o.returned) {
      const l = o.lines[o.returned.line]!;
      const damaged = o.returned.condition === 'damaged';
      events.push({
        product: l.product,
        size: l.size,
        change: damaged ? 0 : o.returned.qty,
        reason: damaged ? 'write_off' : 'return',
        order_number: numbers[i]!,
        at: o.returned.receivedAt,
      });
    }
  });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const stock = new Map<string, number>();
  const ledger: LedgerRow[] = events.map((e) => {
    const key = unitKey(e.product, e.size);
    const balance = (stock.get(key) ?? 0) + e.change;
    if (balance < 0)
      throw new Error(`History sells more than it has: ${key} at ${e.at.toISOString()}`);
    stock.set(key, balance);
    const { product, at, ...rest } = e;
    return { ...rest, product_id: ids.get(product)!, balance, created_at: at.toISOString() };
  });
  return { ledger, stock };
}
