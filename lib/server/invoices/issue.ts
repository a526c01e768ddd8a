import 'server-only';
// Issuing an invoice (when the shop confirms an order, or on the owner's tap) and a credit note
// (when an invoiced order is cancelled), inside the caller's transaction. The number comes from
// a counter row per series and financial year, advanced in that transaction: concurrent issues
// queue on the row, a rolled-back one gives its number back, so numbers never repeat or skip
// on any number of servers. What the invoice says is computed by lib/shared/invoices/arithmetic
// and written once.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  invoices,
  orderLines,
  products,
  type InvoiceRow,
  type OrderLineRow,
  type OrderRow,
  type SellerSnapshot,
} from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import { shareOver } from '@/lib/shared/counter/bill';
import { computeInvoice } from '@/lib/shared/invoices/arithmetic';
import { creditWhatIsLeft } from '@/lib/shared/invoices/partial-credit';
import { financialYearStart } from '@/lib/shared/invoices/numbering';
import { rateFor } from '@/lib/shared/invoices/tax-rates';
import { chargesGst, type ShopSettings } from '@/lib/shared/settings/shop-settings';
import { toPaise } from '@/lib/shared/money';
import type { Tx } from '@/lib/server/infra/db';
import { displayNumber } from '@/lib/server/order-numbers';
import { getShopSettings } from '@/lib/server/settings';
import { getTaxRates, kindRate, type RateTable } from '@/lib/server/tax/rates';
import {
  creditedSoFarInTx,
  invoiceLinesOf,
  orderInvoiceInTx,
  writeCreditNoteInTx,
} from './credit-notes';
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

/** Who sells, as the invoice records it: the shop's settings when it is issued. */
export function sellerOf(settings: ShopSettings): SellerSnapshot {
  return {
    legalName: settings.legalName,
    address: settings.address,
    stateCode: settings.stateCode,
    gstin: settings.gstin,
    scheme: settings.gstScheme,
  };
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
    .where(
      and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice'), isNull(invoices.returnId)),
    );
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
      seller: sellerOf(settings),
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

/**
 * The credit note a cancel makes: whatever of the order's invoice earlier credit notes (returns)
 * left, the delivery included; the whole invoice when there were none. Null when the order has
 * no invoice or nothing is left to credit; the cancel's note itself when it exists already.
 */
export async function issueCreditNoteInTx(tx: Tx, order: OrderRow, at = new Date()) {
  const invoice = await orderInvoiceInTx(tx, order.id);
  if (!invoice) return null;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.originalId, invoice.id),
        eq(invoices.kind, 'credit_note'),
        isNull(invoices.returnId),
      ),
    );
  if (existing) return existing;
  const [lines, credited] = await Promise.all([
    invoiceLinesOf(tx, invoice.id),
    creditedSoFarInTx(tx, invoice.id),
  ]);
  const left = creditWhatIsLeft(lines, credited);
  return left.length ? writeCreditNoteInTx(tx, invoice, left, null, at) : null;
}
