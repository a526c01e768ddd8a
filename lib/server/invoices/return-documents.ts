import 'server-only';
// The GST paperwork of a return or an exchange on an invoiced order, inside the caller's
// transaction: a credit note for the pieces that came back (rule 53(1A): it names the invoice,
// has its own serial in the credit note series, and credits the tax the customer paid for those
// pieces, never more than the invoice charged, all notes counted), and an invoice for what an
// exchange gave instead, taxed as any invoice is. An order without an invoice gets neither.
import { asc, eq, inArray } from 'drizzle-orm';
import { orderLines, products, type InvoiceRow, type OrderRow } from '@/db/schema';
import { computeInvoice } from '@/lib/shared/invoices/arithmetic';
import { financialYearStart } from '@/lib/shared/invoices/numbering';
import {
  creditPieces,
  NOTHING_CREDITED,
  piecesLeft,
  type IssuedLine,
} from '@/lib/shared/invoices/partial-credit';
import { rateFor } from '@/lib/shared/invoices/tax-rates';
import { chargesGst } from '@/lib/shared/settings/shop-settings';
import type { Tx } from '@/lib/server/infra/db';
import { ConflictError, DomainError } from '@/lib/server/infra/errors';
import { kindRate } from '@/lib/server/tax/rates';
import {
  creditedSoFarInTx,
  invoiceLinesOf,
  orderInvoiceInTx,
  writeCreditNoteInTx,
} from './credit-notes';
import { sellerOf, type InvoiceContext } from './issue';
import { takeNumber, writeDocument } from './records';

export interface ReturnedPieces {
  orderLineId: number;
  qty: number;
}

export interface ExchangedPieces {
  productId: number;
  name: string;
  size: string;
  qty: number;
  /** What one new piece costs the customer, tax included. */
  unitPricePaise: number;
}

const describe = (l: Pick<IssuedLine, 'description' | 'size'>) =>
  `“${l.description}”${l.size ? ` (${l.size})` : ''}`;

/** The pieces asked for, per order line, each line of this order (several asks of one add up). */
function piecesPerLine(lines: readonly ReturnedPieces[]): Map<number, number> {
  const per = new Map<number, number>();
  for (const l of lines) {
    if (!Number.isInteger(l.qty) || l.qty < 1) {
      throw new DomainError(
        'Each line coming back needs a whole number of pieces, at least 1.',
        400,
      );
    }
    per.set(l.orderLineId, (per.get(l.orderLineId) ?? 0) + l.qty);
  }
  return per;
}

/**
 * A credit note for `lines` (pieces of the order's lines coming back), numbered in the credit
 * note series; null when the order has no invoice. Throws ConflictError when a line would be
 * credited more than was invoiced (all credit notes of the invoice counted).
 */
export async function issueReturnCreditNoteInTx(
  tx: Tx,
  a: { order: OrderRow; returnId: number; lines: ReturnedPieces[]; at?: Date },
): Promise<InvoiceRow | null> {
  const per = piecesPerLine(a.lines);
  if (per.size === 0) throw new DomainError('Choose at least one piece coming back.', 400);
  const invoice = await orderInvoiceInTx(tx, a.order.id);
  if (!invoice) return null;
  // The invoice's lines are the order's lines in position order (issueInvoiceInTx writes line i
  // of that order at position i), then the delivery.
  const ordered = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.orderId, a.order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.id));
  const positionOf = new Map(ordered.map((l, i) => [l.id, i]));
  const [issued, credited] = await Promise.all([
    invoiceLinesOf(tx, invoice.id),
    creditedSoFarInTx(tx, invoice.id),
  ]);
  const byPosition = new Map(issued.map((l) => [l.position, l]));
  const noteLines: IssuedLine[] = [];
  for (const [orderLineId, qty] of per) {
    const position = positionOf.get(orderLineId);
    const line = position === undefined ? undefined : byPosition.get(position);
    if (!line) {
      throw new DomainError(`Line ${orderLineId} is not a line of invoice ${invoice.number}.`, 400);
    }
    const so = credited.get(line.position) ?? NOTHING_CREDITED;
    const left = piecesLeft(line, so);
    if (qty > left) {
      throw new ConflictError(
        `Invoice ${invoice.number} charged ${line.qty} of ${describe(line)}` +
          (so.qty ? ` and credit notes already credit ${so.qty}` : '') +
          `: ${left === 0 ? 'none is' : `only ${left} ${left === 1 ? 'is' : 'are'}`} left to credit, not ${qty}.`,
      );
    }
    noteLines.push(creditPieces(line, so, qty));
  }
  noteLines.sort((x, y) => x.position - y.position);
  return writeCreditNoteInTx(tx, invoice, noteLines, a.returnId, a.at ?? new Date());
}

/**
 * The invoice for what an exchange gave instead; null when the order had no invoice (or nothing
 * went out). Taxed as the order's invoice is (the rate of the product's kind, the slab by the
 * price of one piece), to the same buyer and place of supply as the order's invoice.
 */
export async function issueExchangeInvoiceInTx(
  tx: Tx,
  a: {
    order: OrderRow;
    returnId: number;
    lines: ExchangedPieces[];
    context: InvoiceContext;
    at?: Date;
  },
): Promise<InvoiceRow | null> {
  if (a.lines.length === 0) return null;
  for (const l of a.lines) {
    if (!Number.isInteger(l.qty) || l.qty < 1 || !Number.isInteger(l.unitPricePaise)) {
      throw new DomainError(
        'Each piece going out needs a whole number of pieces and a price.',
        400,
      );
    }
    if (l.unitPricePaise < 0)
      throw new DomainError('A piece going out cannot cost less than 0.', 400);
  }
  const original = await orderInvoiceInTx(tx, a.order.id);
  if (!original) return null;
  const { settings, rates } = a.context;
  const ids = [...new Set(a.lines.map((l) => l.productId))];
  const kinds = await tx
    .select({ id: products.id, subCategory: products.subCategory })
    .from(products)
    .where(inArray(products.id, ids));
  const kindOf = new Map(kinds.map((k) => [k.id, k.subCategory]));
  const placeOfSupply = original.placeOfSupply;
  const intraState = placeOfSupply === settings.stateCode;
  const computed = computeInvoice({
    chargesTax: chargesGst(settings),
    intraState,
    deliveryPaise: 0,
    lines: a.lines.map((l) => {
      const rate = kindRate(rates, kindOf.get(l.productId) ?? '');
      return {
        description: l.name,
        size: l.size || null,
        hsn: rate.hsn,
        qty: l.qty,
        unitPricePaise: l.unitPricePaise,
        rateBp: rateFor(rate.rule, l.unitPricePaise),
      };
    }),
  });
  const at = a.at ?? new Date();
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
      orderId: a.order.id,
      orderNumber: original.orderNumber,
      returnId: a.returnId,
      issuedAt: at,
      seller: sellerOf(settings),
      buyer: original.buyer,
      placeOfSupply,
      intraState,
    },
    computed,
  );
}
