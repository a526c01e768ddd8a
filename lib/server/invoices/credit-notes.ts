import 'server-only';
// Credit notes of an order's invoice, whole or partial, inside the caller's transaction: the
// invoice read with a row lock (two returns of one order, or a return and a cancel, queue on it,
// so the second sees what the first credited), what earlier notes credited per invoice line, and
// the note written in the credit note series with each line at its invoice line's position.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { invoiceLines, invoices, type InvoiceRow } from '@/db/schema';
import { sumTotals } from '@/lib/shared/invoices/arithmetic';
import { financialYearStart } from '@/lib/shared/invoices/numbering';
import {
  creditedByPosition,
  type CreditedSoFar,
  type IssuedLine,
} from '@/lib/shared/invoices/partial-credit';
import type { Tx } from '@/lib/server/infra/db';
import { toIssuedLine } from './mapping';
import { takeNumber, writeDocument } from './records';

/** The order's own invoice (not an exchange's), locked until the transaction ends; or null. */
export async function orderInvoiceInTx(tx: Tx, orderId: number): Promise<InvoiceRow | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), isNull(invoices.returnId)),
    )
    .for('update');
  return invoice ?? null;
}

/** The invoice's lines, in order. */
export async function invoiceLinesOf(tx: Tx, invoiceId: number): Promise<IssuedLine[]> {
  const rows = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  return rows.map(toIssuedLine);
}

/** What every credit note of the invoice credited, per invoice line position. */
export async function creditedSoFarInTx(
  tx: Tx,
  invoiceId: number,
): Promise<Map<number, CreditedSoFar>> {
  const rows = await tx
    .select({ line: invoiceLines })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.originalId, invoiceId), eq(invoices.kind, 'credit_note')));
  return creditedByPosition(rows.map((r) => toIssuedLine(r.line)));
}

/** A credit note of `invoice` for `lines`, numbered now; `returnId` null for a cancel's note. */
export async function writeCreditNoteInTx(
  tx: Tx,
  invoice: InvoiceRow,
  lines: readonly IssuedLine[],
  returnId: number | null,
  at: Date,
): Promise<InvoiceRow> {
  const fyStart = financialYearStart(at);
  const { seq, number } = await takeNumber(tx, 'credit_note', fyStart);
  return writeDocument(
    tx,
    {
      number,
      kind: 'credit_note',
      document: invoice.document,
      fyStart,
      seq,
      orderId: invoice.orderId,
      orderNumber: invoice.orderNumber,
      originalId: invoice.id,
      returnId,
      issuedAt: at,
      // The parties and the place of supply as the invoice had them: the note reverses that supply.
      seller: invoice.seller,
      buyer: invoice.buyer,
      placeOfSupply: invoice.placeOfSupply,
      intraState: invoice.intraState,
    },
    { lines: [...lines], totals: sumTotals(lines) },
    lines.map((l) => l.position),
  );
}
