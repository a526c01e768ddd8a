import 'server-only';
// What the owner's order page shows of returns, and what the order's wire carries: every request
// of an order with its papers (credit note, exchange invoice) and what it owes, the lines still
// the customer's to bring back, and for each what it could be exchanged for (another size of the
// product in stock, or a colour sibling in a size in stock, with its price by the shop's rule).
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { invoices, orders } from '@/db/schema';
import { parseOrderNumber } from '@/lib/shared/orders/order-number';
import { toPaise } from '@/lib/shared/money';
import type { Product } from '@/lib/shared/product';
import { returnBalance } from '@/lib/shared/returns/owner-money';
import type { ReturnDocumentView, ReturnView } from '@/lib/shared/returns/view';
import { currentPrice } from '@/lib/shared/sale';
import { offeredSizes, stockOfSize } from '@/lib/shared/sizes';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { orderPrefix, orderRowByNumber } from '@/lib/server/order-numbers';
import { getShopSettings } from '@/lib/server/settings';
import { productsFor } from './exchange-piece';
import { returnsForOrders } from './read';
import { returnableLines, type ReturnableLine } from './returnable';

/** Something a line can be exchanged for: a product in a size, with what it costs. */
export interface ExchangeOption {
  productId: number;
  name: string;
  color: string;
  /** '' for a product without sizes. */
  size: string;
  left: number;
  pricePaise: number;
}

export interface OwnerReturnLine extends ReturnableLine {
  options: ExchangeOption[];
}

export interface OwnerReturn extends ReturnView {
  documents: ReturnDocumentView[];
  /** > 0 refunded to the customer, < 0 collected from them (what settle moves). */
  owedPaise: number;
}

export interface OwnerReturnsPanel {
  orderNumber: string;
  orderStatus: string;
  hasPhone: boolean;
  storeCreditOn: boolean;
  requests: OwnerReturn[];
  lines: OwnerReturnLine[];
}

/** The papers of each request, in the order they were issued. */
async function documentsOf(returnIds: readonly number[]) {
  const byReturn = new Map<number, ReturnDocumentView[]>();
  if (returnIds.length === 0) return byReturn;
  const db = await database();
  const rows = await db
    .select({ returnId: invoices.returnId, kind: invoices.kind, number: invoices.number })
    .from(invoices)
    .where(and(isNotNull(invoices.returnId), inArray(invoices.returnId, [...returnIds])))
    .orderBy(asc(invoices.id));
  for (const row of rows) {
    const list = byReturn.get(row.returnId!) ?? [];
    list.push({ kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice', number: row.number });
    byReturn.set(row.returnId!, list);
  }
  return byReturn;
}

/** Several orders' requests with their papers, by order id. */
export async function returnsWithDocuments(
  orderIds: readonly number[],
): Promise<Map<number, OwnerReturn[]>> {
  const views = await returnsForOrders(orderIds);
  const ids = [...views.values()].flat().map((v) => v.id);
  const papers = await documentsOf(ids);
  const out = new Map<number, OwnerReturn[]>();
  for (const [orderId, list] of views) {
    out.set(
      orderId,
      list.map((v) => ({
        ...v,
        documents: papers.get(v.id) ?? [],
        owedPaise: returnBalance(
          v.lines.map((l) => ({
            qty: l.qty,
            unitPaidPaise: toPaise(l.unitPaid),
            action: l.action,
            newUnitPricePaise: l.newUnitPrice === null ? null : toPaise(l.newUnitPrice),
          })),
        ).owedPaise,
      })),
    );
  }
  return out;
}

/**
 * The requests of orders named by their numbers as people say them ("SP-1042"), for the wire:
 * keyed by that same text. Admins, or the customer reading their own orders, have already been
 * checked by the order's own read.
 */
export async function returnsByOrderNumber(numbers: readonly string[]) {
  const prefix = orderPrefix();
  const wanted = new Map<number, string>();
  for (const text of numbers) {
    const n = parseOrderNumber(text, prefix);
    if (n !== null) wanted.set(n, text);
  }
  const byNumber = new Map<string, ReturnView[]>();
  if (wanted.size === 0) return byNumber;
  const db = await database();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.number, [...wanted.keys()]));
  const views = await returnsWithDocuments(rows.map((r) => r.id));
  for (const row of rows) {
    const list = (views.get(row.id) ?? []).map(({ owedPaise: _owed, ...v }) => v);
    byNumber.set(wanted.get(row.number)!, list);
  }
  return byNumber;
}

function optionsFor(line: ReturnableLine, products: Map<number, Product>): ExchangeOption[] {
  const own = line.productId === null ? undefined : products.get(line.productId);
  if (!own) return [];
  const options: ExchangeOption[] = [];
  const add = (p: Product, same: boolean) => {
    if (!p.available) return;
    const sizes = offeredSizes(p);
    for (const size of sizes.length ? sizes : ['']) {
      if (same && size === (line.size ?? '')) continue;
      const left = stockOfSize(p, size || null);
      if (left <= 0) continue;
      options.push({
        productId: p.id,
        name: p.name,
        color: p.color,
        size,
        left,
        pricePaise: same ? line.unitPaidPaise : toPaise(currentPrice(p)),
      });
    }
  };
  add(own, true);
  for (const s of own.colourSiblings ?? []) {
    const sibling = products.get(s.id);
    if (sibling) add(sibling, false);
  }
  return options;
}

/** Everything the order page's returns panel draws, for order `number`. Admins only. */
export async function ownerReturnsPanel(
  caller: Caller | null,
  number: string,
): Promise<OwnerReturnsPanel> {
  requireAdmin(caller);
  const order = await orderRowByNumber(number);
  const db = await database();
  const [lines, requests, settings] = await Promise.all([
    returnableLines(db, order),
    returnsWithDocuments([order.id]),
    getShopSettings(),
  ]);
  const own = await productsFor(lines.map((l) => l.productId));
  const siblingIds = [...own.values()].flatMap((p) => (p.colourSiblings ?? []).map((s) => s.id));
  const siblings = await productsFor(siblingIds);
  const products = new Map([...own, ...siblings]);
  return {
    orderNumber: number,
    orderStatus: order.status,
    hasPhone: order.phone !== '',
    storeCreditOn: settings.storeCreditOn ?? true,
    requests: requests.get(order.id) ?? [],
    lines: lines.map((l) => ({ ...l, options: optionsFor(l, products) })),
  };
}
