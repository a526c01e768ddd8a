import 'server-only';
// Writing an invoice or credit note: its number from the series' counter row (advanced inside the
// issuing transaction, so numbers never repeat or skip), then the record and its lines, once.
import { sql } from 'drizzle-orm';
import { counters, invoiceLines, invoices, type InvoiceRow } from '@/db/schema';
import { sizeColumn } from '@/db/schema/columns';
import type { ComputedInvoice } from '@/lib/shared/invoices/arithmetic';
import {
  documentNumber,
  seriesCounter,
  seriesPrefix,
  type DocumentKind,
} from '@/lib/shared/invoices/numbering';
import { paiseToString } from '@/lib/shared/money';
import type { Tx } from '@/lib/server/infra/db';
import { orderPrefix } from '@/lib/server/order-numbers';

export async function takeNumber(tx: Tx, kind: DocumentKind, fyStart: number) {
  const [row] = await tx
    .insert(counters)
    .values({ name: seriesCounter(kind, fyStart), value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  if (!row) throw new Error('invoice counter returned no row');
  return {
    seq: row.value,
    number: documentNumber(seriesPrefix(kind, orderPrefix()), fyStart, row.value),
  };
}

const money = (paise: number) => paiseToString(paise);

export async function writeDocument(
  tx: Tx,
  head: Omit<typeof invoices.$inferInsert, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>,
  computed: ComputedInvoice,
  /** Each line's place: a credit note's lines keep their invoice line's; default 0, 1, 2… */
  positions?: readonly number[],
): Promise<InvoiceRow> {
  const t = computed.totals;
  const [row] = await tx
    .insert(invoices)
    .values({
      ...head,
      taxable: money(t.taxablePaise),
      cgst: money(t.cgstPaise),
      sgst: money(t.sgstPaise),
      igst: money(t.igstPaise),
      total: money(t.totalPaise),
    })
    .returning();
  if (!row) throw new Error('invoice insert returned no row');
  await tx.insert(invoiceLines).values(
    computed.lines.map((l, position) => ({
      invoiceId: row.id,
      position: positions?.[position] ?? position,
      description: l.description,
      size: sizeColumn(l.size),
      hsn: l.hsn,
      qty: l.qty,
      unitPrice: money(l.unitPricePaise),
      rateBp: l.rateBp,
      taxable: money(l.taxablePaise),
      cgst: money(l.cgstPaise),
      sgst: money(l.sgstPaise),
      igst: money(l.igstPaise),
      total: money(l.totalPaise),
    })),
  );
  return row;
}
