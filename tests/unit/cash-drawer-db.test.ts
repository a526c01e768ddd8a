// The cash drawer's day against a real database (PGlite in this process; PostgreSQL with
// TEST_DB=postgres): the expected cash read from counter sales' payment rows, the close kept
// once, the refusals, the day's figures, and the accountant's CSV with a counter sale. The data
// layer is called directly (the page's actions only hand it their arguments), so no server
// build is needed; the counter sales are written as the foundation shapes them (an order with
// channel 'counter' and its payment parts), with times the test chooses.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { at, caller, closeForm, m, sale, withDrawerDatabase } from '../support/drawer-db';

const DAY = '2026-01-15';

withDrawerDatabase();

describe('the cash drawer’s day', () => {
  it('takes no cash moves before a day is opened', async () => {
    await expect(
      m.writes.recordCashMove(caller, { kind: 'in', amount: '100', note: 'Change' }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Open the day first: cash paid in or out belongs to an open day.',
    });
  });

  it('expects the float, the cash parts of counter sales while open, and the moves', async () => {
    await sale(at(DAY, '08:50'), [{ method: 'cash', amount: '500.00' }]); // before opening
    await m.writes.openDrawerDay(caller, { float: '2000' }, at(DAY, '09:00'));
    await sale(at(DAY, '10:00'), [{ method: 'cash', amount: '1299.00', tendered: '1500.00' }]);
    await sale(at(DAY, '11:00'), [
      { method: 'cash', amount: '1000.00', tendered: '2000.00' },
      { method: 'upi', amount: '1499.00' },
    ]);
    await sale(at(DAY, '12:00'), [{ method: 'card', amount: '4999.00' }]);
    // Not a counter sale: its payment row never reaches the drawer.
    await sale(at(DAY, '13:00'), [{ method: 'cash', amount: '777.00' }], 'web');
    await m.writes.recordCashMove(caller, { kind: 'in', amount: '500', note: 'Change from bank' });
    await m.writes.recordCashMove(caller, { kind: 'out', amount: '120.50', note: 'Tea' });

    const day = await m.read.drawerDay(caller, DAY, at(DAY, '20:00'));
    expect(day?.close).toBeNull();
    expect(day?.moves.map((mv) => [mv.kind, mv.amountPaise, mv.note, mv.by])).toEqual([
      ['in', 50000, 'Change from bank', 'owner'],
      ['out', 12050, 'Tea', 'owner'],
    ]);
    expect(day?.expected).toMatchObject({
      floatPaise: 200000,
      cashSalesPaise: 129900 + 100000,
      cashSalesCount: 2,
      paidInPaise: 50000,
      paidOutPaise: 12050,
      expectedPaise: 467850,
    });
  });

  it('refuses a second opening of the day', async () => {
    await expect(
      m.writes.openDrawerDay(caller, { float: '100' }, at(DAY, '09:30')),
    ).rejects.toMatchObject({ status: 409, message: 'Today’s drawer is already open.' });
  });

  it('refuses a close against an expected cash the owner did not see', async () => {
    await expect(
      m.writes.closeDrawerDay(caller, DAY, closeForm(467850 - 100, {}, '0'), at(DAY, '20:00')),
    ).rejects.toMatchObject({
      status: 409,
      message:
        'The expected cash changed to ₹4,678.50 (a sale or a cash move came in). Check the count and confirm again.',
    });
  });

  it('keeps expected, counted, the count and the note at the close, once', async () => {
    // ₹4,500 + 100 + 50 + 20 + coins 3.50 = ₹4,673.50: ₹5 short.
    const closed = await m.writes.closeDrawerDay(
      caller,
      DAY,
      closeForm(467850, { n500: '9', n100: '1', n50: '1', n20: '1' }, '3.50'),
      at(DAY, '20:00'),
    );
    expect(closed).toEqual({
      day: DAY,
      expectedPaise: 467850,
      countedPaise: 467350,
      differencePaise: -500,
    });
    // A sale after the close changes neither the kept figures nor the day's expected cash.
    await sale(at(DAY, '21:00'), [{ method: 'cash', amount: '300.00' }]);
    const day = await m.read.drawerDay(caller, DAY, at(DAY, '22:00'));
    expect(day?.close).toMatchObject({
      closedBy: 'owner',
      expectedPaise: 467850,
      countedPaise: 467350,
      differencePaise: -500,
      outcome: 'short',
      note: 'Counted twice',
      tally: { notes: { 500: 9, 200: 0, 100: 1, 50: 1, 20: 1, 10: 0 }, coinsPaise: 350 },
    });
    expect(day?.expected.expectedPaise).toBe(467850);

    await expect(
      m.writes.closeDrawerDay(caller, DAY, closeForm(467850, {}, '0'), at(DAY, '22:00')),
    ).rejects.toMatchObject({ status: 409, message: 'That day’s drawer is closed already.' });
    await expect(
      m.writes.recordCashMove(caller, { kind: 'out', amount: '50', note: 'Late' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      m.writes.openDrawerDay(caller, { float: '100' }, at(DAY, '22:30')),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Today’s drawer was opened already; one day opens once.',
    });
  });

  it('refuses a close of a day never opened, and bad counts with field errors', async () => {
    await expect(
      m.writes.closeDrawerDay(caller, '2026-01-10', closeForm(0, {}, '0')),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      m.writes.closeDrawerDay(caller, DAY, closeForm(0, { n200: 'lots' }, '0')),
    ).rejects.toMatchObject({
      status: 400,
      fields: { n200: ['Enter how many ₹200 notes as a whole number, e.g. 3.'] },
    });
  });

  it('opens no new day while an earlier one is still open', async () => {
    await m.writes.openDrawerDay(caller, { float: '1500' }, at('2026-01-16', '09:00'));
    await expect(
      m.writes.openDrawerDay(caller, { float: '1500' }, at('2026-01-17', '09:00')),
    ).rejects.toMatchObject({
      status: 409,
      message: 'The drawer of 2026-01-16 is still open: count and close it before opening today.',
    });
    const recent = await m.read.recentDrawerDays(caller);
    expect(recent.map((d) => [d.day, d.closed])).toEqual([
      ['2026-01-16', false],
      [DAY, true],
    ]);
  });

  it('refuses anyone but an admin', async () => {
    const shopper = { id: caller.id, username: 'owner', isSuperuser: false };
    await expect(m.read.drawerDay(shopper, DAY)).rejects.toMatchObject({ status: 403 });
    await expect(m.writes.openDrawerDay(null, { float: '1' })).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('the day’s figures', () => {
  it('count counter sales by method and web orders confirmed that day', async () => {
    const db = await m.db.database();
    const confirmed = await sale(at(DAY, '14:00'), [], 'web', '999.00');
    await db
      .update(m.schema.orders)
      .set({ status: 'confirmed', paymentMethod: 'upi', deliveryCharge: '50' })
      .where(eq(m.schema.orders.id, confirmed.id));
    await db
      .insert(m.schema.orderEvents)
      .values({ orderId: confirmed.id, status: 'confirmed', createdAt: at(DAY, '15:00') });
    const figures = await m.figures.dayFigures(caller, DAY);
    // Counter: 08:50, 10:00, 11:00 (split), 12:00 and 21:00; the split shows under cash and UPI.
    expect(figures.counter).toMatchObject({
      count: 5,
      amountPaise: 50000 + 129900 + 249900 + 499900 + 30000,
    });
    expect(figures.counter.byMethod.map((r) => [r.label, r.count, r.amountPaise])).toEqual([
      ['Cash', 4, 50000 + 129900 + 100000 + 30000],
      ['UPI', 1, 149900],
      ['Card', 1, 499900],
    ]);
    // Web: only the order confirmed that day (the 13:00 order was placed, never confirmed).
    expect(figures.web).toMatchObject({ count: 1, amountPaise: 104900 });
    expect(figures.web.byMethod.map((r) => [r.label, r.count])).toEqual([['Pay by UPI', 1]]);
    expect(figures.returns).toMatchObject({ count: 0, amountPaise: 0 });
  });
});

describe('the accountant’s month', () => {
  it('lists a counter sale’s invoice with its channel and each part of a split payment', async () => {
    const db = await m.db.database();
    const context = await m.issue.invoiceContext();
    const split = await sale(at('2026-02-03', '11:00'), [
      { method: 'cash', amount: '1000.00', tendered: '2000.00' },
      { method: 'upi', amount: '1499.00' },
    ]);
    const cash = await sale(at('2026-02-03', '12:00'), [{ method: 'cash', amount: '499.00' }]);
    const web = await sale(at('2026-02-03', '13:00'), [], 'web', '799.00');
    for (const order of [split, cash, web]) {
      await db.transaction((tx) =>
        m.issue.issueInvoiceInTx(tx, order, context, at('2026-02-03', '18:00')),
      );
    }
    const month = await m.month.accountantMonth(caller, m.monthOf.monthFrom('2026-02'));
    const csv = m.month
      .accountantCsv(month, 'invoices')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'number,type,date,order,buyer,place_of_supply,taxable,cgst,sgst,igst,total,channel,payment_method,buyer_gstin,original_invoice,original_date',
    );
    const rows = csv.slice(1).map((line) => line.split(','));
    expect(rows.map((r) => [r[10], r[11], r[12]])).toEqual([
      ['2499.00', 'counter', 'cash 1000.00 + upi 1499.00'],
      ['499.00', 'counter', 'cash'],
      ['799.00', 'web', 'at_shop'],
    ]);
    expect(rows.every((r) => r[1] === 'invoice' && r[2] === '2026-02-03')).toBe(true);
  });
});
