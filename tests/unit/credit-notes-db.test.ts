// Credit notes for returns, against a real database (PGlite in this process; PostgreSQL with
// TEST_DB=postgres): several returns of one invoice credit, to the paisa, what the customer paid
// for the pieces and never more than was invoiced; a cancel afterwards credits only the rest;
// an exchange's invoice is taxed as an invoice; the order lists every document; the accountant's
// month nets the notes. The data layer is called directly (a return's transaction calls it the
// same way), so no server build is needed.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  caller,
  context,
  invoicedOrder,
  m,
  product,
  returnRequest,
  withInvoiceDatabase,
} from '../support/invoice-db';

withInvoiceDatabase();

const FEB = '2026-02-10';
type Row = Awaited<ReturnType<typeof invoicedOrder>>['invoice'];
type Order = Awaited<ReturnType<typeof invoicedOrder>>['order'];
type Amounts = Record<
  'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise',
  number
>;

/** A document as the PDF reads it: its lines' position-free amounts in paise. */
async function read(row: Row) {
  const kind = row.kind === 'credit_note' ? 'credit_note' : 'invoice';
  return m.queries.getOrderDocument(caller, row.orderNumber, kind, row.number);
}
const amounts = (l: Amounts & { qty?: number }) => [
  l.qty ?? 0,
  l.taxablePaise,
  l.cgstPaise,
  l.sgstPaise,
  l.igstPaise,
  l.totalPaise,
];

async function giveBack(
  order: Order,
  lines: { orderLineId: number; qty: number }[],
  time = at(FEB, '15:00'),
) {
  const returnId = await returnRequest(order.id);
  const db = await m.db.database();
  return db.transaction((tx) =>
    m.returns.issueReturnCreditNoteInTx(tx, { order, returnId, lines, at: time }),
  );
}
const cancel = async (order: Order) =>
  (await m.db.database()).transaction((tx) =>
    m.issue.issueCreditNoteInTx(tx, order, at(FEB, '18:00')),
  );

let shirt: { id: number };
let perfume: { id: number };

beforeAll(async () => {
  shirt = await product('Shirt', '1299.00');
  perfume = await product('Perfume', '1000.00');
});

describe('credit notes for returns', () => {
  it('add up over several returns to the invoice line, to the paisa, and never more', async () => {
    const { order, lineIds, invoice } = await invoicedOrder(
      at(FEB, '10:00'),
      [
        { productId: shirt.id, name: 'Shirt', size: 'M', unitPrice: '1299.00', qty: 3 },
        { productId: perfume.id, name: 'Perfume', unitPrice: '1000.00', qty: 1 },
      ],
      { delivery: '49.00', buyerState: '29' },
    );
    const [shirts, perfumes] = lineIds as [number, number];
    const issued = await read(invoice);
    // ₹3,897 of shirts at 5%, ₹1,000 of perfume at 18%, ₹49 delivery at the shirts' 5%.
    expect(issued.lines.map(amounts)).toEqual([
      [3, 371143, 9279, 9278, 0, 389700],
      [1, 84746, 7627, 7627, 0, 100000],
      [1, 4667, 117, 116, 0, 4900],
    ]);

    const a = (await giveBack(order, [{ orderLineId: shirts, qty: 1 }]))!;
    const first = await read(a);
    expect(first.number).toMatch(/^CN\/25-26\/\d{4}$/);
    expect(first.number.length).toBeLessThanOrEqual(16);
    expect([first.kind, first.originalNumber, first.originalIssuedAt]).toEqual([
      'credit_note',
      invoice.number,
      invoice.issuedAt.toISOString(),
    ]);
    expect([a.returnId, a.placeOfSupply, a.intraState, a.buyer, a.seller]).toEqual([
      expect.any(Number),
      '29',
      true,
      invoice.buyer,
      invoice.seller,
    ]);
    expect(first.lines.map((l) => [l.description, l.size, l.hsn, l.rateBp])).toEqual([
      ['Shirt', 'M', '6205', 500],
    ]);
    expect(first.lines.map(amounts)).toEqual([[1, 123714, 3093, 3093, 0, 129900]]);

    const b = (await giveBack(order, [
      { orderLineId: perfumes, qty: 1 },
      { orderLineId: shirts, qty: 1 },
    ]))!;
    expect((await read(b)).lines.map(amounts)).toEqual([
      [1, 123715, 3093, 3092, 0, 129900],
      [1, 84746, 7627, 7627, 0, 100000],
    ]);
    expect(b.seq).toBe(a.seq + 1);

    await expect(giveBack(order, [{ orderLineId: shirts, qty: 2 }])).rejects.toMatchObject({
      status: 409,
      message: `Invoice ${invoice.number} charged 3 of “Shirt” (M) and credit notes already credit 2: only 1 is left to credit, not 2.`,
    });
    await expect(giveBack(order, [{ orderLineId: perfumes, qty: 1 }])).rejects.toMatchObject({
      status: 409,
      message: `Invoice ${invoice.number} charged 1 of “Perfume” and credit notes already credit 1: none is left to credit, not 1.`,
    });

    // The last shirt takes what the first two left: the three notes make the invoice line.
    const d = (await giveBack(order, [{ orderLineId: shirts, qty: 1 }]))!;
    expect(d.seq).toBe(b.seq + 1);
    expect((await read(d)).lines.map(amounts)).toEqual([[1, 123714, 3093, 3093, 0, 129900]]);

    // Cancelling now credits only the delivery, and all the notes make the whole invoice.
    const rest = (await cancel(order))!;
    const restDoc = await read(rest);
    expect([rest.returnId, rest.originalId]).toEqual([null, invoice.id]);
    expect(restDoc.lines.map((l) => [l.description, ...amounts(l)])).toEqual([
      ['Delivery charge', 1, 4667, 117, 116, 0, 4900],
    ]);
    const notes = await Promise.all([a, b, d, rest].map(read));
    const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
      notes.reduce((s, n) => s + n.totals[key], 0);
    expect(amounts({ qty: 0, ...issued.totals })).toEqual([
      0,
      sum('taxablePaise'),
      sum('cgstPaise'),
      sum('sgstPaise'),
      sum('igstPaise'),
      sum('totalPaise'),
    ]);
    expect(issued.totals.totalPaise).toBe(494600);
    // A second cancel finds the note made.
    expect((await cancel(order))!.number).toBe(rest.number);

    const listed = await m.documents.documentsForOrder(order.id);
    expect(
      listed.map((l) => [l.number, l.kind, l.exchange, l.originalNumber, l.totalPaise]),
    ).toEqual([
      [invoice.number, 'invoice', false, null, 494600],
      [a.number, 'credit_note', false, invoice.number, 129900],
      [b.number, 'credit_note', false, invoice.number, 229900],
      [d.number, 'credit_note', false, invoice.number, 129900],
      [rest.number, 'credit_note', false, invoice.number, 4900],
    ]);
    // Without a number the credit note PDF is the cancel's.
    expect(
      (await m.queries.getOrderDocument(caller, invoice.orderNumber, 'credit_note')).number,
    ).toBe(rest.number);
  });

  it('a cancel without returns credits the whole invoice; after everything came back, nothing', async () => {
    const whole = await invoicedOrder(at(FEB, '11:00'), [
      { productId: shirt.id, name: 'Shirt', size: 'L', unitPrice: '1299.00', qty: 2 },
    ]);
    const note = (await cancel(whole.order))!;
    expect((await read(note)).lines.map(amounts)).toEqual(
      (await read(whole.invoice)).lines.map(amounts),
    );

    const back = await invoicedOrder(at(FEB, '11:30'), [
      { productId: shirt.id, name: 'Shirt', size: 'L', unitPrice: '1299.00', qty: 2 },
    ]);
    await giveBack(back.order, [{ orderLineId: back.lineIds[0]!, qty: 2 }]);
    expect(await cancel(back.order)).toBeNull();
  });

  it('credits what a discounted line paid, between states in IGST', async () => {
    const { order, lineIds } = await invoicedOrder(
      at(FEB, '12:00'),
      [{ productId: shirt.id, name: 'Shirt', unitPrice: '1299.00', qty: 2, discount: '100.00' }],
      { buyerState: '27' },
    );
    const one = (await giveBack(order, [{ orderLineId: lineIds[0]!, qty: 1 }]))!;
    const two = (await giveBack(order, [{ orderLineId: lineIds[0]!, qty: 1 }]))!;
    expect([one.placeOfSupply, one.intraState]).toEqual(['27', false]);
    // ₹2,498 paid at 5%: taxable 2,379.05 + IGST 118.95, halved with the odd paisa first.
    expect((await read(one)).lines.map(amounts)).toEqual([[1, 118952, 0, 0, 5948, 124900]]);
    expect((await read(two)).lines.map(amounts)).toEqual([[1, 118953, 0, 0, 5947, 124900]]);
  });

  it('lets only one of two returns at once take the last pieces', async () => {
    const { order, lineIds } = await invoicedOrder(at(FEB, '13:00'), [
      { productId: shirt.id, name: 'Shirt', size: 'S', unitPrice: '1299.00', qty: 3 },
    ]);
    const results = await Promise.allSettled([
      giveBack(order, [{ orderLineId: lineIds[0]!, qty: 2 }]),
      giveBack(order, [{ orderLineId: lineIds[0]!, qty: 2 }]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    const listed = await m.documents.documentsForOrder(order.id);
    expect(listed.filter((l) => l.kind === 'credit_note').map((l) => l.totalPaise)).toEqual([
      259800,
    ]);
  });
});

describe('an exchange’s invoice', () => {
  it('taxes the pieces given instead by their kind and price, to the same buyer and place', async () => {
    const { order, invoice } = await invoicedOrder(
      at(FEB, '14:00'),
      [{ productId: shirt.id, name: 'Shirt', size: 'M', unitPrice: '1299.00', qty: 1 }],
      { delivery: '49.00', buyerState: '29' },
    );
    const returnId = await returnRequest(order.id);
    const db = await m.db.database();
    const row = (await db.transaction((tx) =>
      m.returns.issueExchangeInvoiceInTx(tx, {
        order,
        returnId,
        context,
        at: at(FEB, '16:00'),
        lines: [
          { productId: shirt.id, name: 'Shirt', size: 'L', qty: 1, unitPricePaise: 129900 },
          { productId: shirt.id, name: 'Shirt (silk)', size: 'L', qty: 1, unitPricePaise: 299900 },
        ],
      }),
    ))!;
    expect([row.kind, row.returnId, row.originalId, row.placeOfSupply, row.buyer]).toEqual([
      'invoice',
      returnId,
      null,
      '29',
      invoice.buyer,
    ]);
    expect(row.number).toMatch(/^[A-Z]{1,4}\/25-26\/\d{4}$/);
    const doc = await read(row);
    // ₹1,299 is under the slab (5%); ₹2,999 over it (18%). No delivery on an exchange.
    expect(doc.lines.map((l) => [l.size, l.hsn, l.rateBp, ...amounts(l)])).toEqual([
      ['L', '6205', 500, 1, 123714, 3093, 3093, 0, 129900],
      ['L', '6205', 1800, 1, 254153, 22874, 22873, 0, 299900],
    ]);
    // The order's own invoice is still the one read without a number.
    expect((await m.queries.getOrderDocument(caller, invoice.orderNumber, 'invoice')).number).toBe(
      invoice.number,
    );
    const listed = await m.documents.documentsForOrder(order.id);
    expect(listed.map((l) => [l.number, l.exchange])).toEqual([
      [invoice.number, false],
      [row.number, true],
    ]);
  });

  it('makes no paperwork for an order without an invoice', async () => {
    const db = await m.db.database();
    const [order] = await db
      .insert(m.schema.orders)
      .values({
        number: 6001,
        token: 'no-invoice',
        customerName: 'A',
        fulfilment: 'pickup',
        subtotal: '0',
      })
      .returning();
    const returnId = await returnRequest(order!.id);
    const [note, exchange] = await db.transaction(async (tx) => [
      await m.returns.issueReturnCreditNoteInTx(tx, {
        order: order!,
        returnId,
        lines: [{ orderLineId: 1, qty: 1 }],
      }),
      await m.returns.issueExchangeInvoiceInTx(tx, {
        order: order!,
        returnId,
        context,
        lines: [{ productId: shirt.id, name: 'Shirt', size: 'L', qty: 1, unitPricePaise: 129900 }],
      }),
    ]);
    expect([note, exchange]).toEqual([null, null]);
  });
});

describe('the accountant’s month with partial credit notes', () => {
  it('nets each return’s note, the B2C table without the business buyer’s', async () => {
    const MAR = '2026-03-05';
    const consumer = await invoicedOrder(at(MAR, '10:00'), [
      { productId: shirt.id, name: 'Shirt', size: 'M', unitPrice: '1299.00', qty: 3 },
    ]);
    const business = await invoicedOrder(
      at(MAR, '11:00'),
      [{ productId: perfume.id, name: 'Perfume', unitPrice: '1000.00', qty: 2 }],
      { buyerGstin: '24AAACC1206D1ZM' },
    );
    const n1 = (await giveBack(
      consumer.order,
      [{ orderLineId: consumer.lineIds[0]!, qty: 1 }],
      at(MAR, '12:00'),
    ))!;
    const n2 = (await giveBack(
      business.order,
      [{ orderLineId: business.lineIds[0]!, qty: 1 }],
      at(MAR, '13:00'),
    ))!;
    const month = await m.month.accountantMonth(caller, m.monthOf.monthFrom('2026-03'));
    // Shirts 3,897.00 less 1,299.00; perfume 2,000.00 less 1,000.00.
    expect(amounts({ qty: 0, ...month.totals })).toEqual([0, 332175, 13813, 13812, 0, 359800]);
    expect(
      month.summary.map((s) => [s.placeOfSupply, s.rateBp, ...amounts({ qty: 0, ...s })]),
    ).toEqual([['29', 500, 0, 247429, 6186, 6185, 0, 259800]]);
    expect(month.hsn.map((h) => [h.hsn, h.rateBp, h.qty, h.totalPaise])).toEqual([
      ['3303', 1800, 1, 100000],
      ['6205', 500, 2, 259800],
    ]);
    const csv = m.month
      .accountantCsv(month, 'invoices')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const rows = csv.slice(1).map((line) => line.split(','));
    expect(rows.map((r) => [r[0], r[1], r[10], r[13], r[14], r[15]])).toEqual([
      [consumer.invoice.number, 'invoice', '3897.00', '', '', ''],
      [business.invoice.number, 'invoice', '2000.00', '24AAACC1206D1ZM', '', ''],
      [n1.number, 'credit note', '-1299.00', '', consumer.invoice.number, '2026-03-05'],
      [
        n2.number,
        'credit note',
        '-1000.00',
        '24AAACC1206D1ZM',
        business.invoice.number,
        '2026-03-05',
      ],
    ]);
  });
});
