import 'server-only';
// Issuing an invoice (when the shop confirms an order, or on the owner's tap) and a credit note
// (when an invoiced order is cancelled), inside the caller's transaction. The number comes from
// a counter row per series and financial year, advanced in that transaction: concurrent issues
// queue on the row, a rolled-back one gives its number back, so numbers never repeat or skip
// on any number of servers. What the invoice says is computed by lib/shared/invoices/arithmetic
// and written once.
import { and, eq, inArray } from 'drizzle-orm';
import {
  invoiceLines,
  invoices,
  orderLines,
  products,
  type InvoiceRow,
  type OrderLineRow,
  type OrderRow,
} from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import { shareOver } from '@/lib/shared/counter/bill';
import { computeInvoice } from '@/lib/shared/invoices/arithmetic';
import { financialYearStart } from '@/lib/shared/invoices/numbering';
import { rateFor } from '@/lib/shared/invoices/tax-rates';
import { chargesGst, type ShopSettings } from '@/lib/shared/settings/shop-settings';
import { toPaise } from '@/lib/shared/money';
import type { Tx } from '@/lib/server/infra/db';
import { displayNumber } from '@/lib/server/order-numbers';
import { getShopSettings } from '@/lib/server/settings';
import { getTaxRates, kindRate, type RateTable } from '@/lib/server/tax/rates';
import { takeNumber, writeDocument } from './records';

export interface InvoiceContext {
  settings: ShopSettings;
  rates: RateTable;
}

/**
 * The settings and rates an invoice is issued with, read before the transaction opens (on PGlite
 * a read outside the open transaction would wait for it).
 */
export async function invoiceContext(): Promise<InvoiceContext> {
  const [settings, rates] = await Promise.all([getShopSettings(), getTaxRates()]);
  return { settings, rates };
}

/** The order's invoice, issued now unless it has one already. */
export async function issueInvoiceInTx(
  tx: Tx,
  order: OrderRow,
  { settings, rates }: InvoiceContext,
  at = new Date(),
): Promise<InvoiceRow> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  if (existing) return existing;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(orderLines.position);
  const ids = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const kinds = ids.length
    ? await tx
        .select({ id: products.id, subCategory: products.subCategory })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const kindOf = new Map(kinds.map((k) => [k.id, k.subCategory]));
  const placeOfSupply = order.buyerState || settings.stateCode;
  const paid = paidPerLine(lines, toPaise(order.billDiscount));
  const computed = computeInvoice({
    chargesTax: chargesGst(settings),
    intraState: placeOfSupply === settings.stateCode,
    deliveryPaise: toPaise(order.deliveryCharge),
    lines: lines.map((l, i) => {
      const rate = kindRate(rates, kindOf.get(l.productId ?? -1) ?? '');
      const unitPricePaise = toPaise(l.unitPrice);
      const paidPaise = paid[i]!;
      const line = {
        description: l.name,
        size: sizeOf(l.size),
        hsn: rate.hsn,
        qty: l.qty,
        unitPricePaise,
        // The slab follows the price paid for one piece, rounded up: a piece a fraction of a
        // paisa over the limit is over it. Undiscounted, that is the unit price.
        rateBp: rateFor(rate.rule, Math.ceil(paidPaise / l.qty)),
      };
      return paidPaise === unitPricePaise * l.qty ? line : { ...line, paidPaise };
    }),
  });
  const fyStart = financialYearStart(at);
  const { seq, number } = await takeNumber(tx, 'invoice', fyStart);
  return writeDocument(
    tx,
    {
      number,
      kind: 'invoice',
      document: chargesGst(settings) ? 'tax_invoice' : 'bill_of_supply',
      fyStart,
      seq,
      orderId: order.id,
      orderNumber: displayNumber(order.number),
      issuedAt: at,
      seller: {
        legalName: settings.legalName,
        address: settings.address,
        stateCode: settings.stateCode,
        gstin: settings.gstin,
        scheme: settings.gstScheme,
      },
      buyer: {
        name: order.customerName,
        address: order.address,
        pincode: order.pincode,
        stateCode: placeOfSupply,
        phone: order.phone,
        // A business buyer (B2B): its GSTIN goes on the invoice; absent otherwise, so a web
        // order's record is written exactly as before.
        ...(order.buyerGstin ? { gstin: order.buyerGstin } : {}),
      },
      placeOfSupply,
      intraState: placeOfSupply === settings.stateCode,
    },
    computed,
  );
}

/**
 * What each line pays: unit price × qty less its own discount (counter sales) and its share of
 * the bill's discount, shared as the till's bill shares it (`shareOver`), so the invoice taxes
 * what the customer paid. A web order has neither: each line pays unit × qty.
 */
function paidPerLine(
  lines: readonly Pick<OrderLineRow, 'unitPrice' | 'qty' | 'discount'>[],
  billDiscountPaise: number,
): number[] {
  const net = lines.map((l) => toPaise(l.unitPrice) * l.qty - toPaise(l.discount));
  const shares = shareOver(billDiscountPaise, net);
  return net.map((n, i) => n - shares[i]!);
}

/** A credit note for the order's invoice (all of it), unless there is no invoice or one exists. */
export async function issueCreditNoteInTx(tx: Tx, order: OrderRow, at = new Date()) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  if (!invoice) return null;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.originalId, invoice.id), eq(invoices.kind, 'credit_note')));
  if (existing) return existing;
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(invoiceLines.position);
  const fyStart = financialYearStart(at);
  const { seq, number } = await takeNumber(tx, 'credit_note', fyStart);
  const {
    id: _id,
    number: _n,
    kind: _k,
    fyStart: _f,
    seq: _s,
    issuedAt: _i,
    originalId: _o,
    ...copied
  } = invoice;
  const [row] = await tx
    .insert(invoices)
    .values({
      ...copied,
      number,
      kind: 'credit_note',
      fyStart,
      seq,
      issuedAt: at,
      originalId: invoice.id,
    })
    .returning();
  if (!row) throw new Error('credit note insert returned no row');
  await tx
    .insert(invoiceLines)
    .values(
      lines.map(({ id: _lineId, invoiceId: _inv, ...line }) => ({ ...line, invoiceId: row.id })),
    );
  return row;
}
