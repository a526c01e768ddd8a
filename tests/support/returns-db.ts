// A real database for the shopper's exchange and return asks, in this process: PGlite in a
// temporary folder, or a fresh PostgreSQL database with TEST_DB=postgres; products with stock
// per size, orders written as rows (lines, discounts, the "completed" event at a chosen time),
// and the shop's return settings.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { withInProcessDatabase } from './in-process-db';

type Modules = Awaited<ReturnType<typeof load>>;
export let m: Modules;
let orderNumber = 8000;

async function load() {
  const [schema, db, ask, read, window, catalogue] = await Promise.all([
    import('@/db/schema'),
    import('@/lib/server/infra/db'),
    import('@/lib/server/returns/ask'),
    import('@/lib/server/returns/read'),
    import('@/lib/server/returns/window'),
    import('@/lib/server/products/catalogue'),
  ]);
  return { schema, db, ask, read, window, catalogue };
}

export const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A product of `kind` with stock per size (sizes in S M L XL XXL order). */
export async function product(
  stock: Record<string, number>,
  options: { kind?: string; price?: string; name?: string } = {},
) {
  const db = await m.db.database();
  const sizes = Object.keys(stock);
  const [row] = await db
    .insert(m.schema.products)
    .values({
      name: options.name ?? `Cotton kurta ${randomBytes(3).toString('hex')}`,
      price: options.price ?? '1000.00',
      mainCategory: 'mens',
      subCategory: options.kind ?? 'Shirt',
      size: sizes.join(','),
      stock: Object.values(stock).reduce((a, b) => a + b, 0),
    })
    .returning();
  await db
    .insert(m.schema.productSizes)
    .values(
      sizes.map((size, position) => ({ productId: row!.id, size, stock: stock[size]!, position })),
    );
  return row!;
}

/** Sets one size's stock (a sale since the page was drawn). */
export async function setSizeStock(productId: number, size: string, stock: number) {
  const db = await m.db.database();
  await db.transaction(async (tx) => {
    const { and } = await import('drizzle-orm');
    await tx
      .update(m.schema.productSizes)
      .set({ stock })
      .where(
        and(eq(m.schema.productSizes.productId, productId), eq(m.schema.productSizes.size, size)),
      );
  });
}

export interface LineSpec {
  productId: number;
  size: string;
  qty: number;
  unitPrice?: string;
  discount?: string;
}

/** An order of `lines`, completed `completedAt` (or left in `status`), its token returned. */
export async function order(
  lines: LineSpec[],
  options: {
    completedAt?: Date;
    status?: 'new' | 'confirmed' | 'completed';
    billDiscount?: string;
  } = {},
) {
  const db = await m.db.database();
  const number = ++orderNumber;
  const token = randomBytes(32).toString('base64url');
  const status = options.status ?? 'completed';
  const [row] = await db
    .insert(m.schema.orders)
    .values({
      number,
      token,
      customerName: 'Asha',
      phone: '+919876500001',
      fulfilment: 'pickup',
      subtotal: '0',
      paymentMethod: 'at_shop',
      status,
      billDiscount: options.billDiscount ?? '0',
      createdAt: daysAgo(30),
    })
    .returning();
  const saved = await db
    .insert(m.schema.orderLines)
    .values(
      lines.map((l, position) => ({
        orderId: row!.id,
        productId: l.productId,
        name: 'Cotton kurta',
        size: l.size,
        unitPrice: l.unitPrice ?? '1000.00',
        qty: l.qty,
        discount: l.discount ?? '0',
        position,
      })),
    )
    .returning();
  if (status === 'completed') {
    await db.insert(m.schema.orderEvents).values({
      orderId: row!.id,
      status: 'completed',
      createdAt: options.completedAt ?? daysAgo(2),
    });
  }
  return {
    row: row!,
    token,
    lineIds: saved.sort((a, b) => a.position - b.position).map((l) => l.id),
  };
}

/** The shop's return settings (the rest stay the defaults). */
export async function setReturns(values: {
  returnsOpen?: boolean;
  returnWindowDays?: number;
  nonReturnableKinds?: string[];
}) {
  const db = await m.db.database();
  await db
    .insert(m.schema.shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: m.schema.shopSettings.id, set: values });
  m.catalogue.invalidateCatalogue();
}

/** Opens the database before the file's tests and drops it after. */
export function withReturnsDatabase() {
  withInProcessDatabase('returns', async () => {
    m = await load();
    await m.db.database();
  });
}
