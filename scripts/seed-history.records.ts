// The records around the seeded history's orders: their status events, the counter's payment
// rows and the returns received back (a request and its line each).
import type { Db } from '@/db';
import { insertRows } from './seed-history.bulk';
import type { History } from './seed-history.sim';

export interface OrderKeys {
  /** The database id of the history's i-th order. */
  idOf: (i: number) => number;
  numbers: readonly number[];
  subtotals: readonly string[];
  price: ReadonlyMap<number, string>;
  /** Order line ids by `${order id}|${position}`. */
  lineId: ReadonlyMap<string, number>;
}

export async function writeOrderRecords(db: Db, h: History, keys: OrderKeys) {
  const { idOf, numbers, subtotals, price, lineId } = keys;
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
            amount: subtotals[i]!,
            tendered: numbers[i]! % 5 < 3 ? subtotals[i]! : null,
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
}
