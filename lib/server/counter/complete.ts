import 'server-only';
// Completing a sale at the counter (the till, or POST /api/counter-sales/): an admin's sale of
// the pieces on the counter, priced from the catalogue, paid in full, recorded as an order of the
// counter channel with its stock moves, ledger rows and GST invoice in one transaction. A retry
// of the same key answers the sale recorded first; the last piece sold here and on the web at
// once goes to one of them, the other is refused naming the product and size.
import type { OrderRow } from '@/db/schema';
import { counterSaleSchema } from '@/lib/shared/counter/sale-request';
import type { Order } from '@/lib/shared/orders/types';
import { toPaise } from '@/lib/shared/money';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, isUniqueViolation } from '@/lib/server/infra/db';
import { validate } from '@/lib/server/infra/validate';
import { invoiceContext } from '@/lib/server/invoices/issue';
import { orderWithDetails } from '@/lib/server/orders/queries';
import { invalidateCatalogue } from '@/lib/server/products/catalogue';
import { queryProductsByIds } from '@/lib/server/products/catalogue-pages';
import { checkCreditPart, checkPayments, paymentParts, spendCounterCreditInTx } from './payments';
import { priceSale } from './pricing';
import { recordSale, type RecordedSale } from './record';
import { saleForRepeat } from './repeat';

/** A completed counter sale as its answer needs it. */
export interface CounterSale {
  order: Order;
  /** The cash to hand back, in paise (0 when none). */
  changePaise: number;
  /** True when this key's sale was recorded by an earlier request. */
  repeated: boolean;
}

/** The change of a recorded sale, from its payments (cash given beyond its part). */
const changeOf = (order: Order) =>
  order.counterPayments.reduce((sum, p) => sum + (p.change === null ? 0 : toPaise(p.change)), 0);

async function repeatOf(row: OrderRow): Promise<CounterSale> {
  const order = await orderWithDetails(row);
  return { order, changePaise: changeOf(order), repeated: true };
}

/**
 * Completes a counter sale from the till's body (`CounterSaleBody`): admins only; a bad body is
 * a 400 with dotted field keys ("lines.0.discount_reason").
 */
export async function completeCounterSale(
  caller: Caller | null,
  body: unknown,
): Promise<CounterSale> {
  const admin = requireAdmin(caller);
  const request = validate(counterSaleSchema, body, 'dotted');
  const db = await database();
  // A retry is answered before anything is priced: today's prices or stock may have changed.
  const earlier = await saleForRepeat(db, request);
  if (earlier) return repeatOf(earlier);
  const parts = paymentParts(request);
  // Read before the transaction opens (on PGlite a read outside it would wait for it).
  const [products, invoicing] = await Promise.all([
    queryProductsByIds([...new Set(request.lines.map((l) => l.product_id))]),
    invoiceContext(),
  ]);
  const priced = priceSale(request, new Map(products.map((p) => [p.id, p])));
  checkPayments(parts, priced.bill.totalPaise);
  checkCreditPart(parts, request.customer.phone);
  let outcome: { repeat: OrderRow } | { sale: RecordedSale };
  try {
    outcome = await db.transaction(async (tx) => {
      const raced = await saleForRepeat(tx, request);
      if (raced) return { repeat: raced };
      const sale = await recordSale(tx, admin, request, priced, parts, invoicing);
      await spendCounterCreditInTx(tx, sale.row, parts, admin.id);
      return { sale };
    });
  } catch (error) {
    // The same sale won the race on another request (or server) a moment ago.
    const winner = isUniqueViolation(error) && (await saleForRepeat(db, request));
    if (winner) return repeatOf(winner);
    throw error;
  }
  if ('repeat' in outcome) return repeatOf(outcome.repeat);
  const { sale } = outcome;
  if (sale.touched.length) invalidateCatalogue({ products: sale.touched });
  const order = await orderWithDetails(sale.row);
  return { order, changePaise: changeOf(order), repeated: false };
}
