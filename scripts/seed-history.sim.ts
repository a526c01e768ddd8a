// A year of a clothing shop's trade, simulated from a seed (the same seed gives the same
// history): products by brand and kind with stock per size, web and counter sales spread over
// the shop's open hours (busier at weekends), sizes that run out and are restocked after the
// supplier's lead time, and a few pieces returned for fit. Pure: seed-history.write.ts puts the
// result into the database; the reorder tests add hand-made histories to the same shape.
import { FOOTWEAR_SIZES, SIZES } from '@/lib/shared/categories';
import { BRANDS, KINDS, prng, SIZE_WEIGHT, UNSIZED } from './seed-history.shop';

export { prng };

export interface HistoryProduct {
  key: number;
  name: string;
  brand: string;
  main: string;
  sub: string;
  price: string;
  /** Clothing sizes ('S'…), footwear sizes ('6'…), or none: stock kept for the product. */
  sizes: string[];
  footwear: boolean;
  createdAt: Date;
}

export interface HistoryLine {
  product: number;
  size: string;
  qty: number;
}

export interface HistoryOrder {
  channel: 'web' | 'counter';
  status: 'new' | 'confirmed' | 'ready' | 'completed' | 'cancelled';
  createdAt: Date;
  /** When a web order was confirmed (its stock taken); null for counter sales and unconfirmed. */
  confirmedAt: Date | null;
  lines: HistoryLine[];
  /** Pieces of one line that came back (a return received). */
  returned?: {
    line: number;
    qty: number;
    reason: 'too_small' | 'too_big' | 'not_as_pictured' | 'damaged' | 'other';
    receivedAt: Date;
    /** Back on the shelf (default), or written off as damaged (the count does not change). */
    condition?: 'restock' | 'damaged';
  };
}

/** A change of stock that is not a sale or a return: the opening count, a supplier's delivery. */
export interface HistoryMove {
  product: number;
  size: string;
  change: number;
  reason: 'opening' | 'receipt' | 'edit';
  at: Date;
}

export interface History {
  products: HistoryProduct[];
  orders: HistoryOrder[];
  moves: HistoryMove[];
}

export interface SimulationOptions {
  products: number;
  /** Order lines to aim for over the whole history (lost sales of empty sizes are dropped). */
  lines: number;
  days?: number;
  seed?: number;
  /** The history ends just before this moment. */
  now?: Date;
  /** Product keys start here (several histories in one database). */
  firstKey?: number;
}

const IST_OFFSET_MS = 5.5 * 3600_000;
const DAY_MS = 86_400_000;
/** Midnight in the shop's time zone (India, no summer time) of the day holding `at`. */
export const shopMidnight = (at: Date) =>
  new Date(Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);

interface Unit {
  product: number;
  size: string;
  weight: number;
  stock: number;
  /** Day a supplier's delivery arrives, or -1 when none is on its way. */
  arrives: number;
  monthly: number;
}

/** A seeded history of `products` products and about `lines` order lines over `days` days. */
export function simulateHistory(o: SimulationOptions): History {
  const rand = prng(o.seed ?? 48);
  const days = o.days ?? 365;
  const now = o.now ?? new Date();
  const firstDay = new Date(shopMidnight(now).getTime() - (days - 1) * DAY_MS);
  const opened = new Date(firstDay.getTime() - DAY_MS + 9 * 3600_000);
  const firstKey = o.firstKey ?? 1;
  const products: HistoryProduct[] = [];
  const units: Unit[] = [];
  const moves: HistoryMove[] = [];
  const perDay = o.lines / days;
  for (let i = 0; i < o.products; i++) {
    const [main, sub] = KINDS[Math.floor(rand() * KINDS.length)]!;
    const footwear = sub === 'Footwear' || sub === 'Crocs';
    const sizes = UNSIZED.has(sub) ? [] : footwear ? [...FOOTWEAR_SIZES] : [...SIZES];
    const key = firstKey + i;
    products.push({
      key,
      name: `${sub} ${key}`,
      brand: BRANDS[Math.floor(rand() * BRANDS.length)]!,
      main,
      sub,
      price: (199 + Math.floor(rand() * 40) * 50).toFixed(2),
      sizes,
      footwear,
      createdAt: opened,
    });
    // A few best sellers, a long tail (weights fall with a random rank).
    const weight = 1 / Math.pow(1 + rand() * o.products, 0.8);
    for (const size of sizes.length ? sizes : ['']) {
      // One size in twenty never sells: the page's "sizes that never sell".
      const sizeWeight =
        rand() < 0.05 ? 0 : (SIZE_WEIGHT[size] ?? (sizes.length ? 1 / sizes.length : 1));
      units.push({
        product: key,
        size,
        weight: weight * sizeWeight,
        stock: 0,
        arrives: -1,
        monthly: 0,
      });
    }
  }
  const byKey = new Map(units.map((u) => [`${u.product}|${u.size}`, u]));
  const total = units.reduce((s, u) => s + u.weight, 0) || 1;
  const cumulative: number[] = [];
  let running = 0;
  for (const u of units) {
    u.monthly = (u.weight / total) * perDay * 30;
    u.stock = Math.round(u.monthly * 1.5) + Math.floor(rand() * 4) + (u.weight === 0 ? 2 : 0);
    if (u.stock > 0) {
      moves.push({
        product: u.product,
        size: u.size,
        change: u.stock,
        reason: 'opening',
        at: opened,
      });
    }
    if (u.weight > 0 && u.stock <= Math.ceil(u.monthly / 3)) u.arrives = Math.floor(rand() * 10);
    running += u.weight;
    cumulative.push(running);
  }
  const pick = (): Unit => {
    const target = rand() * running;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! <= target) lo = mid + 1;
      else hi = mid;
    }
    return units[lo]!;
  };

  const orders: HistoryOrder[] = [];
  for (let day = 0; day < days; day++) {
    const start = firstDay.getTime() + day * DAY_MS;
    // Deliveries arrive at 09:30 before the shop opens.
    for (const u of units) {
      if (u.arrives !== day) continue;
      const qty = Math.max(3, Math.round(u.monthly) + 2);
      u.stock += qty;
      u.arrives = -1;
      moves.push({
        product: u.product,
        size: u.size,
        change: qty,
        reason: 'receipt',
        at: new Date(start + 9.5 * 3600_000),
      });
    }
    const weekday = new Date(start + IST_OFFSET_MS).getUTCDay();
    const busy = weekday === 0 || weekday === 6 ? 1.4 : 0.84;
    let wanted = Math.round(perDay * busy * (0.7 + rand() * 0.6));
    const dayOrders: HistoryOrder[] = [];
    while (wanted > 0) {
      const n = Math.min(wanted, rand() < 0.6 ? 1 : rand() < 0.75 ? 2 : 3);
      wanted -= n;
      const at = new Date(start + (10 + rand() * 10.5) * 3600_000);
      if (at >= now) continue;
      const counter = rand() < 0.55;
      const confirmedAt = counter ? null : new Date(at.getTime() + (10 + rand() * 50) * 60_000);
      const lines: HistoryLine[] = [];
      for (let k = 0; k < n; k++) {
        const u = pick();
        lines.push({ product: u.product, size: u.size, qty: rand() < 0.9 ? 1 : 2 });
      }
      dayOrders.push({
        channel: counter ? 'counter' : 'web',
        status: counter ? 'completed' : rand() < 0.05 ? 'cancelled' : 'completed',
        createdAt: at,
        confirmedAt,
        lines,
      });
    }
    // Stock is taken in the order the sales happened; a size that has run out loses the sale.
    dayOrders.sort(
      (a, b) => (a.confirmedAt ?? a.createdAt).getTime() - (b.confirmedAt ?? b.createdAt).getTime(),
    );
    for (const order of dayOrders) {
      if (order.status === 'cancelled') {
        order.confirmedAt = null;
        orders.push(order);
        continue;
      }
      order.lines = order.lines.filter((line) => {
        const u = byKey.get(`${line.product}|${line.size}`)!;
        line.qty = Math.min(line.qty, u.stock);
        u.stock -= line.qty;
        // At ten days' sales or fewer, the owner orders; the supplier takes 5 to 12 days.
        if (u.arrives < 0 && u.stock <= Math.ceil(u.monthly / 3)) {
          u.arrives = day + 5 + Math.floor(rand() * 8);
        }
        return line.qty > 0;
      });
      if (!order.lines.length) continue;
      const last = order.lines.length - 1;
      const sold = (order.confirmedAt ?? order.createdAt).getTime();
      const receivedAt = new Date(sold + (3 + Math.floor(rand() * 5)) * DAY_MS);
      if (rand() < 0.02 && receivedAt < now) {
        const r = rand();
        order.returned = {
          line: last,
          qty: 1,
          reason:
            r < 0.45 ? 'too_small' : r < 0.7 ? 'too_big' : r < 0.85 ? 'not_as_pictured' : 'other',
          receivedAt,
        };
      }
      orders.push(order);
    }
  }
  return { products, orders, moves };
}
