// A real database for store credit's data-layer tests, in this process: PGlite in a temporary
// folder, or a fresh PostgreSQL database with TEST_DB=postgres; and web orders written as rows,
// so a move has an order to name.
import { withInProcessDatabase } from './in-process-db';

type Modules = Awaited<ReturnType<typeof load>>;
export let m: Modules;
let orderNumber = 7000;

async function load() {
  const [schema, db, credit] = await Promise.all([
    import('@/db/schema'),
    import('@/lib/server/infra/db'),
    import('@/lib/server/store-credit'),
  ]);
  return { schema, db, credit };
}

/** A new web order of `total` rupees for `phone`. */
export async function order(phone: string, total = '1000.00') {
  const db = await m.db.database();
  const number = ++orderNumber;
  const [row] = await db
    .insert(m.schema.orders)
    .values({
      number,
      token: `credit-test-${number}`,
      customerName: 'Asha',
      phone,
      fulfilment: 'pickup',
      subtotal: total,
      paymentMethod: 'at_shop',
    })
    .returning();
  return row!;
}

/** Turns store credit on or off in the settings row. */
export async function setCreditOn(on: boolean) {
  const db = await m.db.database();
  await db
    .insert(m.schema.shopSettings)
    .values({ id: 1, storeCreditOn: on })
    .onConflictDoUpdate({ target: m.schema.shopSettings.id, set: { storeCreditOn: on } });
}

/** Opens the database before the file's tests and drops it after. */
export function withStoreCreditDatabase() {
  withInProcessDatabase('credit', async () => {
    m = await load();
    await m.db.database();
  });
}
