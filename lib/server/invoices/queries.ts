import 'server-only';
// Reading issued invoices and credit notes: an order's (its own invoice, its credit notes, an
// exchange's invoice), for an admin or for the shopper holding the order's status token; and the
// owner's tap that issues one before the order is confirmed.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { invoiceLines, invoices, orders, type InvoiceRow } from '@/db/schema';
import type { DocumentKind } from '@/lib/shared/invoices/numbering';
import type { InvoiceDocument } from '@/lib/shared/invoices/types';
import { maskAddress, maskPhone } from '@/lib/shared/orders/contact';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { DomainError, NotFoundError } from '@/lib/server/infra/errors';
import { displayNumber, orderRowByNumber } from '@/lib/server/order-numbers';
import { invoiceContext, issueInvoiceInTx } from './issue';
import { toInvoiceDocument } from './mapping';

async function withLines(row: InvoiceRow): Promise<InvoiceDocument> {
  const db = await database();
  const [lines, original] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)),
    row.originalId === null
      ? Promise.resolve([])
      : db
          .select({ number: invoices.number, issuedAt: invoices.issuedAt })
          .from(invoices)
          .where(eq(invoices.id, row.originalId)),
  ]);
  return toInvoiceDocument(row, lines, original[0] ?? null);
}

/**
 * One document of the order: the one numbered `number`, or without a number the order's own
 * invoice (not an exchange's) or its credit note (a cancel's first, else the earliest return's).
 */
async function documentOf(
  orderId: number,
  kind: DocumentKind,
  number: string | null = null,
): Promise<InvoiceDocument | null> {
  const db = await database();
  const mine = and(eq(invoices.orderId, orderId), eq(invoices.kind, kind));
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      number !== null
        ? and(mine, eq(invoices.number, number))
        : kind === 'invoice'
          ? and(mine, isNull(invoices.returnId))
          : mine,
    )
    .orderBy(sql`${invoices.returnId} is not null`, asc(invoices.id))
    .limit(1);
  return row ? withLines(row) : null;
}

/** An order's invoice or credit note (admins), `number` naming one; 404 when none was issued. */
export async function getOrderDocument(
  caller: Caller | null,
  orderNumber: string,
  kind: DocumentKind,
  number: string | null = null,
): Promise<InvoiceDocument> {
  requireAdmin(caller);
  const order = await orderRowByNumber(orderNumber);
  const doc = await documentOf(order.id, kind, number);
  if (!doc) {
    const what = kind === 'invoice' ? 'invoice' : 'credit note';
    throw new NotFoundError(number ? `No ${what} ${number} on this order.` : `No ${what} yet.`);
  }
  return doc;
}

/**
 * The shopper's copy, by the order's status token only; null for any other token. Whoever holds
 * the status link (it travels in a WhatsApp message, and may be forwarded) reads it, so the
 * buyer's address is masked as the status page masks it; the record and the admin's copy keep it
 * in full.
 */
export async function getDocumentByToken(
  token: string,
  kind: DocumentKind,
  number: string | null = null,
): Promise<InvoiceDocument | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const db = await database();
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.token, token));
  const doc = order ? await documentOf(order.id, kind, number) : null;
  return doc && shopperCopy(doc);
}

/** The document with the buyer's address and phone masked (the status link's copy). */
export function shopperCopy(doc: InvoiceDocument): InvoiceDocument {
  const { address, pincode, phone } = doc.buyer;
  return {
    ...doc,
    buyer: {
      ...doc.buyer,
      address: maskAddress(address, pincode),
      pincode: '',
      phone: maskPhone(phone),
    },
  };
}

/** The owner's tap: the order's invoice now (before confirming, say for a paid order). */
export async function issueInvoice(caller: Caller | null, orderNumber: string): Promise<string> {
  requireAdmin(caller);
  const order = await orderRowByNumber(orderNumber);
  if (order.status === 'cancelled') {
    throw new DomainError(
      `Order ${displayNumber(order.number)} is cancelled: it gets no invoice.`,
      409,
    );
  }
  const context = await invoiceContext();
  const db = await database();
  const row = await db.transaction((tx) => issueInvoiceInTx(tx, order, context));
  return row.number;
}
