// A real database for the invoices' data-layer tests, in this process: PGlite in a temporary
// folder, or a fresh PostgreSQL database with TEST_DB=postgres; an admin to call as; a GST
// registered shop in Karnataka (29); and invoiced orders written as rows, as checkout and the
// counter shape them (lines at positions 0, 1, 2…), at times the test chooses.
import { withInProcessDatabase } from './in-process-db';

export const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);

export let caller: { id: number; username: string; isSuperuser: boolean };
type Modules = Awaited<ReturnType<typeof load>>;
export let m: Modules;
type Context = Awaited<ReturnType<Modules['issue']['invoiceContext']>>;
export let context: Context;
let orderNumber = 7000;

async function load() {
  const [schema, db, issue, returns, queries, documents, month, monthOf] = await Promise.all([
    import('@/db/schema'),
    import('@/lib/server/infra/db'),
    import('@/lib/server/invoices/issue'),
    import('@/lib/server/invoices/return-documents'),
    import('@/lib/server/invoices/queries'),
    import('@/lib/server/invoices/order-documents'),
    import('@/lib/server/invoices/month'),
    import('@/lib/shared/invoices/month'),
  ]);
  return { schema, db, issue, returns, queries, documents, month, monthOf };
}

export async function product(subCategory: string, price: string) {
  const db = await m.db.database();
  const [row] = await db
    .insert(m.schema.products)
    .values({ name: `${subCategory} ${price}`, price, mainCategory: 'clothing', subCategory })
    .returning();
  return row!;
}

export interface SoldLine {
  productId: number;
  name: string;
  size?: string;
  unitPrice: string;
  qty: number;
  discount?: string;
}

/** An order with its lines, invoiced at `time`. */
export async function invoicedOrder(
  time: Date,
  lines: SoldLine[],
  options: { delivery?: string; buyerState?: string; buyerGstin?: string } = {},
) {
  const db = await m.db.database();
  const number = ++orderNumber;
  const [order] = await db
    .insert(m.schema.orders)
    .values({
      number,
      token: `invoice-test-${number}`,
      customerName: options.buyerGstin ? 'Acme Traders' : 'Asha Verma',
      phone: '+919811122334',
      fulfilment: options.delivery ? 'delivery' : 'pickup',
      address: options.delivery ? '45 Residency Lane' : '',
      pincode: options.delivery ? '560095' : '',
      subtotal: '0.00',
      deliveryCharge: options.delivery ?? '0',
      buyerState: options.buyerState ?? '',
      buyerGstin: options.buyerGstin ?? '',
      status: 'confirmed',
      createdAt: time,
    })
    .returning();
  const written = await db
    .insert(m.schema.orderLines)
    .values(
      lines.map((l, position) => ({
        orderId: order!.id,
        productId: l.productId,
        name: l.name,
        size: l.size ?? '',
        unitPrice: l.unitPrice,
        qty: l.qty,
        discount: l.discount ?? '0',
        position,
      })),
    )
    .returning();
  const lineIds = [...written].sort((a, b) => a.position - b.position).map((l) => l.id);
  const invoice = await db.transaction((tx) => m.issue.issueInvoiceInTx(tx, order!, context, time));
  return { order: order!, lineIds, invoice };
}

/** A return request of the order (already done, so any number of them may exist). */
export async function returnRequest(orderId: number): Promise<number> {
  const db = await m.db.database();
  const [row] = await db
    .insert(m.schema.returnRequests)
    .values({ orderId, source: 'shop', status: 'done' })
    .returning();
  return row!.id;
}

/** Opens the database before the file's tests and drops it after. */
export function withInvoiceDatabase() {
  withInProcessDatabase('invoices', async () => {
    m = await load();
    const db = await m.db.database();
    const [owner] = await db
      .insert(m.schema.users)
      .values({ username: 'owner', passwordHash: 'x', isSuperuser: true })
      .returning();
    caller = { id: owner!.id, username: 'owner', isSuperuser: true };
    const base = await m.issue.invoiceContext();
    context = {
      rates: base.rates,
      settings: {
        ...base.settings,
        legalName: 'Style Point Menswear LLP',
        gstScheme: 'regular',
        gstin: '29AAGCB7383J1Z4',
        stateCode: '29',
      },
    };
  });
}
