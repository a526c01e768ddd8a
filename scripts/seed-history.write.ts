// Writes a history (seed-history.sim.ts, or one a test writes by hand) into the database in bulk:
// products with stock per size, orders with their lines, events and counter payments, returns
// received back, and the stock ledger replayed in time order so every balance is the count after
// its change and the products' stock ends as the last balance. Each table is filled by a few
// statements of thousands of rows (json_to_recordset), on PostgreSQL and PGlite alike.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db';
import { BATCH, insertRows, rowsOf } from './seed-history.bulk';
import { writeOrderRecords } from './seed-history.records';
import { replay, takesStock, unitKey } from './seed-history.replay';
import type { History } from './seed-history.sim';

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

  await writeOrderRecords(db, h, {
    idOf,
    numbers,
    subtotals: orders.map((o) => o.subtotal),
    price,
    lineId,
  });

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
