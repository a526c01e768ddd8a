// A real database for the drawer's data-layer tests, in this process: PGlite in a temporary
// folder, or a fresh PostgreSQL database with TEST_DB=postgres; an admin to call as; and counter
// sales written as rows, as the foundation shapes them (an order with channel 'counter' and its
// payment parts), at times the test chooses.
import { withInProcessDatabase } from './in-process-db';

export const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);

export let caller: { id: number; username: string; isSuperuser: boolean };
type Modules = Awaited<ReturnType<typeof load>>;
export let m: Modules;
let orderNumber = 9000;

async function load() {
  const [schema, db, writes, read, figures, month, monthOf, issue] = await Promise.all([
    import('@/db/schema'),
    import('@/lib/server/infra/db'),
    import('@/lib/server/counter/day-writes'),
    import('@/lib/server/counter/day'),
    import('@/lib/server/counter/day-figures'),
    import('@/lib/server/invoices/month'),
    import('@/lib/shared/invoices/month'),
    import('@/lib/server/invoices/issue'),
  ]);
  return { schema, db, writes, read, figures, month, monthOf, issue };
}

/** An order as a counter sale (or a web order) is kept, with its payment parts at `time`. */
export async function sale(
  time: Date,
  parts: { method: 'cash' | 'upi' | 'card'; amount: string; tendered?: string }[],
  channel: 'counter' | 'web' = 'counter',
  webTotal = '0.00',
) {
  const db = await m.db.database();
  const total = parts.length
    ? parts.reduce((sum, p) => sum + Number(p.amount), 0).toFixed(2)
    : webTotal;
  const number = ++orderNumber;
  const [order] = await db
    .insert(m.schema.orders)
    .values({
      number,
      token: `drawer-test-${number}`,
      customerName: 'Walk-in customer',
      fulfilment: 'pickup',
      subtotal: total,
      paymentMethod: 'at_shop',
      channel,
      status: channel === 'counter' ? 'completed' : 'new',
      paid: channel === 'counter',
      createdAt: time,
    })
    .returning();
  await db.insert(m.schema.orderLines).values({
    orderId: order!.id,
    name: 'Cotton kurta',
    size: 'M',
    unitPrice: total,
    qty: 1,
  });
  if (parts.length) {
    await db.insert(m.schema.counterPayments).values(
      parts.map((p) => ({
        orderId: order!.id,
        method: p.method,
        amount: p.amount,
        tendered: p.tendered ?? null,
        createdAt: time,
      })),
    );
  }
  return order!;
}

export const closeForm = (expectedSeen: number, counts: Record<string, string>, coins: string) => ({
  n500: '',
  n200: '',
  n100: '',
  n50: '',
  n20: '',
  n10: '',
  ...counts,
  coins,
  note: 'Counted twice',
  expectedSeen,
});

/** Opens the database before the file's tests and drops it after. */
export function withDrawerDatabase() {
  withInProcessDatabase('drawer', async () => {
    m = await load();
    const db = await m.db.database();
    const [owner] = await db
      .insert(m.schema.users)
      .values({ username: 'owner', passwordHash: 'x', isSuperuser: true })
      .returning();
    caller = { id: owner!.id, username: 'owner', isSuperuser: true };
  });
}
