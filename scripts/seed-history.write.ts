// Writes a history (seed-history.sim.ts, or one a test writes by hand) into the database in bulk:
// products with stock per size, orders with their lines, events and counter payments, returns
// received back, and the stock ledger replayed in time order so every balance is the count after
// its change and the products' stock ends as the last balance. Each table is filled by a few
// statements of thousands of rows (json_to_recordset), on PostgreSQL and PGlite alike.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db';
import type { History, HistoryOrder } from './seed-history.sim';

const BATCH = 4000;

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;

/** Inserts `rows` (objects keyed by column) into `table` through json_to_recordset, in batches. */
async function insertRows<R = never>(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
  returning = '',
): Promise<R[]> {
  const names = Object.keys(columns).join(', ');
  const spec = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    const result = await db.execute(
      sql`insert into ${sql.raw(table)} (${sql.raw(names)})
        select ${sql.raw(names)} from json_to_recordset(${json}::json) as x(${sql.raw(spec)})
        ${sql.raw(returning ? `returning ${returning}` : '')}`,
    );
    if (returning) out.push(...rowsOf<R>(result));
  }
  return out;
}

const unitKey = (product: number, size: string) => `${product}|${size}`;
const soldAt = (o: HistoryOrder) => (o.channel === 'counter' ? o.createdAt : o.confirmedAt);
const takesStock = (o: HistoryOrder) => o.status !== 'new' && o.status !== 'cancelled';

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
function replay(h: History, ids: Map<number, number>, numbers: number[]) {
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

/** Writes the history; answers the product ids by key and the number of order lines written. */
export async function writeHistory(db: Db, h: History) {
  const products = h.products.map((p) => ({
    name: p.name,
    price: p.price,
    brand: p.brand,
    model_name: `H-${p.key}`,
    size: p.footwear ? '' : p.sizes.join(','),
    footwear_size: p.footwear ? p.sizes.join(',') : '',
    main_category: p.main,
    sub_category: p.sub,
    created_at: p.createdAt.toISOString(),
  }));
  const saved = await insertRows<{ id: number; model_name: string }>(
    db,
    'products',
    {
      name: 'varchar',
      price: 'numeric',
      brand: 'varchar',
      model_name: 'varchar',
      size: 'varchar',
      footwear_size: 'varchar',
      main_category: 'varchar',
      sub_category: 'varchar',
      created_at: 'timestamptz',
    },
    products,
    'id, model_name',
  );
  const ids = new Map(saved.map((r) => [Number(r.model_name.slice(2)), r.id]));
  const price = new Map(h.products.map((p) => [p.key, p.price]));
  const name = new Map(h.products.map((p) => [p.key, p.name]));

  const [counter] = rowsOf<{ value: number | null }>(
    await db.execute(sql`select greatest(
      (select value from counters where name = 'order'), (select max(number) from orders), 1000) as value`),
  );
  const first = Number(counter?.value ?? 1000) + 1;
  const numbers = h.orders.map((_, i) => first + i);
  const { ledger, stock } = replay(h, ids, numbers);

  const orders = h.orders.map((o, i) => {
    const total = o.lines.reduce((s, l) => s + Number(price.get(l.product)) * l.qty, 0);
    const web = o.channel === 'web';
    return {
      number: numbers[i],
      token: `history-${numbers[i]}-${(numbers[i]! * 2654435761) % 4294967296}`,
      customer_name: web ? `Customer ${numbers[i]! % 997}` : 'Walk-in customer',
      phone: web ? `+9198${String(numbers[i]! % 100000000).padStart(8, '0')}` : '',
      fulfilment: 'pickup',
      subtotal: total.toFixed(2),
      payment_method: web ? 'upi' : 'at_shop',
      status: o.status,
      paid: takesStock(o),
      stock_taken: takesStock(o),
      channel: o.channel,
      created_at: o.createdAt.toISOString(),
    };
  });
  const orderIds = await insertRows<{ id: number; number: number }>(
    db,
    'orders',
    {
      number: 'int',
      token: 'varchar',
      customer_name: 'varchar',
      phone: 'varchar',
      fulfilment: 'varchar',
      subtotal: 'numeric',
      payment_method: 'varchar',
      status: 'varchar',
      paid: 'boolean',
      stock_taken: 'boolean',
      channel: 'varchar',
      created_at: 'timestamptz',
    },
    orders,
    'id, number',
  );
  const orderId = new Map(orderIds.map((r) => [r.number, r.id]));
  const idOf = (i: number) => orderId.get(numbers[i]!)!;

  const lines = h.orders.flatMap((o, i) =>
    o.lines.map((l, position) => ({
      order_id: idOf(i),
      product_id: ids.get(l.product)!,
      name: name.get(l.product)!,
      size: l.size,
      unit_price: price.get(l.product)!,
      qty: l.qty,
      position,
    })),
  );
  const lineIds = await insertRows<{ id: number; order_id: number; position: number }>(
    db,
    'order_lines',
    {
      order_id: 'int',
      product_id: 'int',
      name: 'varchar',
      size: 'varchar',
      unit_price: 'numeric',
      qty: 'int',
      position: 'int',
    },
    lines,
    'id, order_id, position',
  );
  const lineId = new Map(lineIds.map((r) => [`${r.order_id}|${r.position}`, r.id]));

  const hour = 3600_000;
  const events = h.orders.flatMap((o, i) => {
    const at = (d: Date) => d.toISOString();
    const id = idOf(i);
    if (o.channel === 'counter') {
      return [
        {
          order_id: id,
          status: 'completed',
          note: 'Sold at the counter',
          created_at: at(o.createdAt),
        },
      ];
    }
    const list = [{ order_id: id, status: 'new', note: '', created_at: at(o.createdAt) }];
    if (o.confirmedAt)
      list.push({ order_id: id, status: 'confirmed', note: '', created_at: at(o.confirmedAt) });
    if (o.status === 'cancelled') {
      list.push({
        order_id: id,
        status: 'cancelled',
        note: 'Customer changed their mind',
        created_at: at(new Date(o.createdAt.getTime() + 2 * hour)),
      });
    } else if (o.status === 'completed' && o.confirmedAt) {
      list.push({
        order_id: id,
        status: 'completed',
        note: '',
        created_at: at(new Date(o.confirmedAt.getTime() + hour)),
      });
    }
    return list;
  });
  await insertRows(
    db,
    'order_events',
    { order_id: 'int', status: 'varchar', note: 'varchar', created_at: 'timestamptz' },
    events,
  );

  const payments = h.orders.flatMap((o, i) =>
    o.channel === 'counter'
      ? [
          {
            order_id: idOf(i),
            method: numbers[i]! % 5 < 3 ? 'cash' : 'upi',
            amount: orders[i]!.subtotal,
            tendered: numbers[i]! % 5 < 3 ? orders[i]!.subtotal : null,
            created_at: o.createdAt.toISOString(),
          },
        ]
      : [],
  );
  await insertRows(
    db,
    'counter_payments',
    {
      order_id: 'int',
      method: 'varchar',
      amount: 'numeric',
      tendered: 'numeric',
      created_at: 'timestamptz',
    },
    payments,
  );

  const returned = h.orders.flatMap((o, i) => (o.returned ? [{ o, i, r: o.returned }] : []));
  const requests = returned.map(({ o, i, r }) => {
    const refunded = Number(price.get(o.lines[r.line]!.product)) * r.qty;
    return {
      order_id: idOf(i),
      source: 'shopper',
      status: 'done',
      refund_method: 'cash',
      refunded: refunded.toFixed(2),
      created_at: new Date(r.receivedAt.getTime() - 48 * hour).toISOString(),
      received_at: r.receivedAt.toISOString(),
      done_at: r.receivedAt.toISOString(),
    };
  });
  const requestIds = await insertRows<{ id: number; order_id: number }>(
    db,
    'return_requests',
    {
      order_id: 'int',
      source: 'varchar',
      status: 'varchar',
      refund_method: 'varchar',
      refunded: 'numeric',
      created_at: 'timestamptz',
      received_at: 'timestamptz',
      done_at: 'timestamptz',
    },
    requests,
    'id, order_id',
  );
  const requestId = new Map(requestIds.map((r) => [r.order_id, r.id]));
  await insertRows(
    db,
    'return_lines',
    {
      return_id: 'int',
      order_line_id: 'int',
      qty: 'int',
      action: 'varchar',
      reason: 'varchar',
      unit_paid: 'numeric',
      condition: 'varchar',
    },
    returned.map(({ o, i, r }) => ({
      return_id: requestId.get(idOf(i))!,
      order_line_id: lineId.get(`${idOf(i)}|${r.line}`)!,
      qty: r.qty,
      action: 'return',
      reason: r.reason,
      unit_paid: price.get(o.lines[r.line]!.product)!,
      condition: r.condition ?? 'restock',
    })),
  );

  for (let i = 0; i < ledger.length; i += BATCH) {
    await db.execute(sql`
      insert into stock_ledger (product_id, size, change, balance, reason, order_id, created_at)
      select x.product_id, x.size, x.change, x.balance, x.reason, o.id, x.created_at
      from json_to_recordset(${JSON.stringify(ledger.slice(i, i + BATCH))}::json) as x(
        product_id int, size varchar, change int, balance int, reason varchar,
        order_number int, created_at timestamptz)
      left join orders o on o.number = x.order_number`);
  }

  const sizes = h.products.flatMap((p) =>
    p.sizes.map((size, position) => ({
      product_id: ids.get(p.key)!,
      size,
      stock: stock.get(unitKey(p.key, size)) ?? 0,
      position,
    })),
  );
  await insertRows(
    db,
    'product_sizes',
    { product_id: 'int', size: 'varchar', stock: 'int', position: 'int' },
    sizes,
  );
  const totals = h.products.map((p) => ({
    id: ids.get(p.key)!,
    stock: (p.sizes.length ? p.sizes : ['']).reduce(
      (s, size) => s + (stock.get(unitKey(p.key, size)) ?? 0),
      0,
    ),
  }));
  for (let i = 0; i < totals.length; i += BATCH) {
    await db.execute(sql`
      update products p set stock = x.stock
      from json_to_recordset(${JSON.stringify(totals.slice(i, i + BATCH))}::json) as x(id int, stock int)
      where p.id = x.id`);
  }
  await db.execute(sql`
    insert into counters (name, value) values ('order', ${first + h.orders.length - 1})
    on conflict (name) do update set value = greatest(counters.value, excluded.value)`);
  return { ids, orders: h.orders.length, lines: lines.length, ledger: ledger.length };
}
