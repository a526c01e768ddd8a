// Exchanges and returns, the owner's side, over HTTP as the admin order page calls them (PGlite
// and PostgreSQL): a shopper's size swap M→L accepted and received moves M +1 and L −1 through
// the ledger and issues a credit note and an exchange invoice with the right numbers and tax; a
// damaged return writes off (stock unchanged, the ledger row says why) and is refunded by UPI
// with its reference; several returns of one invoice credit what was invoiced and no more; an
// exchange for a size sold out by now is refused whole with the size named; a customer cannot
// call the owner's steps.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server';
import { actionBody, actionId } from './support/actions';
import { adminToken, base, call, newCustomer } from './support/client';
import { sizedProduct, sizeStock, type TestProduct } from './support/counter';
import { cookieHeader, signIn } from './support/session';
import { ledger, type LedgerRow } from './support/stock-work';

interface Result {
  ok: boolean;
  status?: number;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  [key: string]: unknown;
}

let admin: string;
let cookie: string;
let defaults: Record<string, unknown>;

const settings = (json: unknown) =>
  call('/api/shop-settings/', { method: 'PATCH', token: admin, json });

beforeAll(async () => {
  admin = await adminToken();
  cookie = cookieHeader((await signIn(base(), 'admin', TEST_ADMIN)).jar);
  defaults = (await call('/api/shop-settings/', { token: admin })).body;
  const saved = await settings({
    legal_name: 'Style Point Menswear LLP',
    gst_scheme: 'regular',
    gstin: '29AAGCB7383J1Z4',
    state_code: '29',
  });
  expect(saved.status, saved.text).toBe(200);
});

afterAll(async () => {
  const { state: _state, ...back } = defaults;
  await settings(back);
});

/** A server action called from `page` as the browser calls it; its typed result. */
async function act(page: string, name: string, args: unknown[], as = cookie): Promise<Result> {
  const answer = await fetch(`${base()}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'next-action': actionId(name), origin: base(), cookie: as },
    body: await actionBody(args),
  });
  const text = await answer.text();
  const line = text.split('\n').find((l) => /^\d+:\{.*"ok":/.test(l));
  if (!line) return { ok: false, status: answer.status, message: text.slice(0, 300) };
  return JSON.parse(line.slice(line.indexOf(':') + 1)) as Result;
}

interface Order {
  number: string;
  token: string;
  /** The order's line ids, in the order's order (read from the admin order page). */
  lineIds: number[];
}

/** A pickup order of `lines`, confirmed (invoiced), ready and completed: its pieces are out. */
async function completedOrder(lines: { product_id: number; size: string; qty: number }[]) {
  const placed = await call('/api/orders/', {
    method: 'POST',
    json: { name: 'Asha Verma', phone: '98111 22334', fulfilment: 'pickup', lines },
  });
  expect(placed.status, placed.text).toBe(201);
  const number = placed.body.number as string;
  for (const status of ['confirmed', 'ready', 'completed']) {
    const moved = await call(`/api/orders/${number}/`, {
      method: 'PATCH',
      token: admin,
      json: { status },
    });
    expect(moved.status, moved.text).toBe(200);
  }
  const page = await fetch(`${base()}/admin/orders/${number}`, { headers: { cookie } });
  const html = await page.text();
  const lineIds = [...html.matchAll(/data-order-line-id="(\d+)"/g)].map((m) => Number(m[1]));
  expect(lineIds.length).toBe(lines.length);
  return { number, token: placed.body.token as string, lineIds } satisfies Order;
}

const onOrder = (order: Order, name: string, args: unknown[], as?: string) =>
  act(`/admin/orders/${order.number}`, name, args, as);

async function returnsOf(order: Order) {
  const answer = await call(`/api/orders/${order.number}/`, { token: admin });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.returns as {
    id: number;
    status: string;
    refund_method: string | null;
    refund_reference: string;
    refunded: string;
    collected: string;
    documents: { kind: string; number: string }[];
    lines: { condition: string | null; new_size: string; new_unit_price: string | null }[];
  }[];
}

/** The accountant's month (this month) as rows by document number. */
async function monthDocuments(): Promise<Map<string, Record<string, string>>> {
  const month = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).slice(0, 7);
  const answer = await fetch(`${base()}/admin/invoices/export.csv?month=${month}&part=invoices`, {
    headers: { cookie },
  });
  expect(answer.status).toBe(200);
  const rows = parse(await answer.text(), { columns: true, bom: true }) as Record<string, string>[];
  return new Map(rows.map((r) => [r.number!, r]));
}

const since = (rows: LedgerRow[], before: number) => rows.slice(before);
const brief = (rows: LedgerRow[]) =>
  rows.map((r) => [r.size, r.change, r.balance, r.reason, r.reference]);

describe('a size swap M→L asked by the shopper', () => {
  let shirt: TestProduct;
  let order: Order;
  let returnId: number;

  it('is asked, accepted and received: M +1 and L −1 in the ledger, done with nothing owed', async () => {
    shirt = await sizedProduct(admin, { M: 2, L: 1 }, { price: '1000.00' });
    order = await completedOrder([{ product_id: shirt.id, size: 'M', qty: 1 }]);
    const asked = await act(`/orders/${order.token}`, 'askReturnAction', [
      order.token,
      {
        action: 'exchange',
        lines: [{ orderLineId: order.lineIds[0], qty: 1, reason: 'too_small', newSize: 'L' }],
      },
    ]);
    expect(asked, JSON.stringify(asked)).toMatchObject({ ok: true });
    returnId = asked.returnId as number;
    expect(await sizeStock(shirt.id)).toEqual({ M: 1, L: 1 }); // nothing moves at the ask
    const before = (await ledger(shirt.id)).length;

    expect(await onOrder(order, 'acceptReturnAction', [returnId])).toMatchObject({ ok: true });
    const received = await onOrder(order, 'receiveReturnAction', [
      returnId,
      { lines: [{ orderLineId: order.lineIds[0], condition: 'restock' }] },
    ]);
    expect(received, JSON.stringify(received)).toMatchObject({ ok: true, done: true });

    expect(await sizeStock(shirt.id)).toEqual({ M: 2, L: 0 });
    const reference = `Return ${returnId}`;
    // In lock order (product, then size), as a sale takes its rows.
    expect(brief(since(await ledger(shirt.id), before))).toEqual([
      ['L', -1, 0, 'exchange', reference],
      ['M', 1, 2, 'return', reference],
    ]);
    const [request] = await returnsOf(order);
    expect(request).toMatchObject({
      id: returnId,
      status: 'done',
      refund_method: 'none',
      refunded: '0.00',
      collected: '0.00',
    });
    expect(request!.lines[0]).toMatchObject({
      condition: 'restock',
      new_size: 'L',
      new_unit_price: '1000.00',
    });
    // A receipt a second time is refused: the pieces are in already.
    const again = await onOrder(order, 'receiveReturnAction', [
      returnId,
      { lines: [{ orderLineId: order.lineIds[0], condition: 'restock' }] },
    ]);
    expect(again).toMatchObject({ ok: false, status: 409 });
  });

  it('issues a credit note naming the invoice and an exchange invoice, with the tax split', async () => {
    const [request] = await returnsOf(order);
    const note = request!.documents.find((d) => d.kind === 'credit_note')!;
    const invoice = request!.documents.find((d) => d.kind === 'invoice')!;
    const orderInvoice = (await call(`/api/orders/${order.number}/`, { token: admin })).body
      .invoice_number as string;
    expect(note.number).not.toBe(orderInvoice);
    expect(invoice.number).not.toBe(orderInvoice);
    const month = await monthDocuments();
    // ₹1000 of a shirt (5%), tax included: 952.38 taxable, 23.81 CGST, 23.81 SGST.
    expect(month.get(orderInvoice)).toMatchObject({ taxable: '952.38', total: '1000.00' });
    expect(month.get(note.number)).toMatchObject({
      type: 'credit note',
      original_invoice: orderInvoice,
      taxable: '-952.38',
      cgst: '-23.81',
      sgst: '-23.81',
      total: '-1000.00',
    });
    expect(month.get(invoice.number)).toMatchObject({
      type: 'invoice',
      taxable: '952.38',
      cgst: '23.81',
      sgst: '23.81',
      total: '1000.00',
    });
    // Numbered in their series: the note in the credit notes', the invoice in the invoices'.
    expect(note.number.length).toBeLessThanOrEqual(16);
    expect(note.number.slice(0, 2)).not.toBe(orderInvoice.slice(0, 2));
    expect(invoice.number.split('/')[0]).toBe(orderInvoice.split('/')[0]);
  });
});

describe('returns the owner opens', () => {
  it('a damaged piece is written off: stock unchanged, the ledger row says why; refunded by UPI with its reference', async () => {
    const shirt = await sizedProduct(admin, { M: 3 }, { price: '1000.00' });
    const order = await completedOrder([{ product_id: shirt.id, size: 'M', qty: 1 }]);
    const opened = await onOrder(order, 'openReturnAction', [
      order.number,
      { lines: [{ orderLineId: order.lineIds[0], qty: 1, action: 'return', reason: 'damaged' }] },
    ]);
    expect(opened, JSON.stringify(opened)).toMatchObject({ ok: true });
    const id = opened.returnId as number;
    const before = (await ledger(shirt.id)).length;
    const received = await onOrder(order, 'receiveReturnAction', [
      id,
      { lines: [{ orderLineId: order.lineIds[0], condition: 'damaged', note: 'seam torn' }] },
    ]);
    expect(received).toMatchObject({ ok: true, done: false });
    expect(await sizeStock(shirt.id)).toEqual({ M: 2 });
    const rows = since(await ledger(shirt.id), before);
    expect(brief(rows)).toEqual([['M', 0, 2, 'write_off', `Return ${id}`]]);
    expect(rows[0]!.note).toContain('seam torn');

    const noReference = await onOrder(order, 'settleReturnAction', [id, { method: 'upi' }]);
    expect(noReference).toMatchObject({ ok: false, status: 400 });
    expect(noReference.fieldErrors?.reference?.[0]).toMatch(/UPI reference/);
    const nothing = await onOrder(order, 'settleReturnAction', [id, { method: 'none' }]);
    expect(nothing.fieldErrors?.method?.[0]).toBe(
      '₹1,000.00 is owed back: refund it by cash, UPI or store credit.',
    );
    const settled = await onOrder(order, 'settleReturnAction', [
      id,
      { method: 'upi', reference: '433512345678' },
    ]);
    expect(settled).toMatchObject({ ok: true, refundedPaise: 100000, collectedPaise: 0 });
    expect((await returnsOf(order))[0]).toMatchObject({
      status: 'done',
      refund_method: 'upi',
      refund_reference: '433512345678',
      refunded: '1000.00',
    });
  });

  it('partial credit notes over several returns of one invoice add up to it, and no further', async () => {
    const shirt = await sizedProduct(admin, { M: 5 }, { price: '1000.00' });
    const order = await completedOrder([{ product_id: shirt.id, size: 'M', qty: 3 }]);
    const line = order.lineIds[0];
    const notes: string[] = [];
    for (const qty of [1, 2]) {
      const opened = await onOrder(order, 'openReturnAction', [
        order.number,
        { lines: [{ orderLineId: line, qty, action: 'return', reason: 'too_big' }] },
      ]);
      expect(opened, JSON.stringify(opened)).toMatchObject({ ok: true });
      const id = opened.returnId as number;
      const received = await onOrder(order, 'receiveReturnAction', [
        id,
        { lines: [{ orderLineId: line, condition: 'restock' }] },
      ]);
      expect(received).toMatchObject({ ok: true });
      notes.push(received.creditNoteNumber as string);
      const settled = await onOrder(order, 'settleReturnAction', [id, { method: 'cash' }]);
      expect(settled).toMatchObject({ ok: true, refundedPaise: qty * 100000 });
    }
    expect(await sizeStock(shirt.id)).toEqual({ M: 5 });
    const third = await onOrder(order, 'openReturnAction', [
      order.number,
      { lines: [{ orderLineId: line, qty: 1, action: 'return', reason: 'too_big' }] },
    ]);
    expect(third).toMatchObject({ ok: false, status: 400 });
    expect(Object.values(third.fieldErrors ?? {}).flat()[0]).toMatch(/already in a return/);

    const month = await monthDocuments();
    const invoice = (await call(`/api/orders/${order.number}/`, { token: admin })).body
      .invoice_number as string;
    const credited = notes.map((n) => month.get(n)!);
    expect(credited.map((r) => [r.original_invoice, r.total])).toEqual([
      [invoice, '-1000.00'],
      [invoice, '-2000.00'],
    ]);
    const sum = (key: string) =>
      credited.reduce((s, r) => s + Math.round(Number(r[key]) * 100), 0) / 100;
    expect(-sum('total')).toBe(Number(month.get(invoice)!.total));
    expect(-sum('taxable')).toBeCloseTo(Number(month.get(invoice)!.taxable), 2);
    expect(-(sum('cgst') + sum('sgst'))).toBeCloseTo(
      Number(month.get(invoice)!.cgst) + Number(month.get(invoice)!.sgst),
      2,
    );
  });

  it('an exchange for a size sold out by the time the piece comes back is refused whole, naming the size', async () => {
    const shirt = await sizedProduct(admin, { M: 2, L: 1 }, { price: '1000.00' });
    const order = await completedOrder([{ product_id: shirt.id, size: 'M', qty: 1 }]);
    const exchange = {
      lines: [
        {
          orderLineId: order.lineIds[0],
          qty: 1,
          action: 'exchange',
          reason: 'too_small',
          newProductId: shirt.id,
          newSize: 'L',
        },
      ],
    };
    const opened = await onOrder(order, 'openReturnAction', [order.number, exchange]);
    expect(opened, JSON.stringify(opened)).toMatchObject({ ok: true });
    // The last L sells at the counter before the M comes back.
    const sale = await call('/api/counter-sales/', {
      method: 'POST',
      token: admin,
      json: {
        idempotency_key: crypto.randomUUID(),
        lines: [{ product_id: shirt.id, size: 'L', qty: 1 }],
        payments: [{ method: 'cash', amount: '1000.00' }],
      },
    });
    expect(sale.status, sale.text).toBe(201);
    const before = (await ledger(shirt.id)).length;
    const refused = await onOrder(order, 'receiveReturnAction', [
      opened.returnId,
      { lines: [{ orderLineId: order.lineIds[0], condition: 'restock' }] },
    ]);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    expect(refused.message).toBe(
      `Cannot give the exchange: "${shirt.name}" in size L is sold out. Nothing was changed.`,
    );
    expect(await sizeStock(shirt.id)).toEqual({ M: 1, L: 0 });
    expect((await ledger(shirt.id)).length).toBe(before);
    expect((await returnsOf(order))[0]).toMatchObject({ status: 'accepted', documents: [] });
    // Opening a new exchange for the sold-out size is refused at once, with the same words.
    const declined = await onOrder(order, 'declineReturnAction', [
      opened.returnId,
      { reason: 'L sold out' },
    ]);
    expect(declined).toMatchObject({ ok: true });
    const soldOut = await onOrder(order, 'openReturnAction', [order.number, exchange]);
    expect(soldOut).toMatchObject({
      ok: false,
      status: 409,
      message: `Cannot exchange: "${shirt.name}" in size L is sold out.`,
    });
  });

  it('a customer cannot open, receive or settle', async () => {
    const shirt = await sizedProduct(admin, { M: 2 }, { price: '1000.00' });
    const order = await completedOrder([{ product_id: shirt.id, size: 'M', qty: 1 }]);
    const customer = await newCustomer();
    const jar = await signIn(base(), 'customer', customer);
    const theirs = cookieHeader(jar.jar);
    const opened = await onOrder(
      order,
      'openReturnAction',
      [
        order.number,
        { lines: [{ orderLineId: order.lineIds[0], qty: 1, action: 'return', reason: 'other' }] },
      ],
      theirs,
    );
    expect(opened.ok).toBe(false);
    expect((await returnsOf(order)).length).toBe(0);
    const settle = await onOrder(order, 'settleReturnAction', [1, { method: 'cash' }], theirs);
    expect(settle.ok).toBe(false);
  });
});
