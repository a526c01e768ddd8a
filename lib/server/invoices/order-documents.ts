import 'server-only';
// Every GST document of an order, in the order they were issued: its invoice, the credit notes
// (a cancel's, a return's) with the invoice each credits, and the invoices for what exchanges
// gave instead. For the order's papers page, the status page and the order wire.
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invoices, orders } from '@/db/schema';
import type { OrderDocumentSummary } from '@/lib/shared/invoices/order-documents';
import { toPaise } from '@/lib/shared/money';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { displayNumber, orderRowByNumber } from '@/lib/server/order-numbers';

const original = alias(invoices, 'original');

/** The order's documents, oldest first. The caller decides who may see them. */
export async function documentsForOrder(orderId: number): Promise<OrderDocumentSummary[]> {
  const db = await database();
  const rows = await db
    .select({
      number: invoices.number,
      kind: invoices.kind,
      returnId: invoices.returnId,
      issuedAt: invoices.issuedAt,
      total: invoices.total,
      originalNumber: original.number,
    })
    .from(invoices)
    .leftJoin(original, eq(original.id, invoices.originalId))
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((r) => ({
    number: r.number,
    kind: r.kind === 'credit_note' ? 'credit_note' : 'invoice',
    exchange: r.kind === 'invoice' && r.returnId !== null,
    returnId: r.returnId,
    originalNumber: r.originalNumber ?? null,
    issuedAt: r.issuedAt.toISOString(),
    totalPaise: toPaise(r.total),
  }));
}

/** The order's documents for an admin, by the order's number as people say it. */
export async function orderDocumentsForAdmin(
  caller: Caller | null,
  orderNumber: string,
): Promise<{ orderNumber: string; documents: OrderDocumentSummary[] }> {
  requireAdmin(caller);
  const order = await orderRowByNumber(orderNumber);
  return { orderNumber: displayNumber(order.number), documents: await documentsForOrder(order.id) };
}

/**
 * The documents the order's status page links (numbers and kinds only: each PDF is the
 * shopper's masked copy), by the status token; [] for an unknown token.
 */
export async function documentsForToken(token: string): Promise<OrderDocumentSummary[]> {
  const db = await database();
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.token, token));
  return order ? documentsForOrder(order.id) : [];
}
