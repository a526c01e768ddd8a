// Store credit's moves against a real database (PGlite here; PostgreSQL with TEST_DB=postgres):
// a grant opens the account, spends queue on the phone's row so ten bills racing for one balance
// take it once, a cancel gives back what its order spent exactly once, the switch refuses new
// grants and spends but never a give-back, and each move carries the balance after it.
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/server/infra/db';
import { describe, expect, it } from 'vitest';
import { creditToUse, storeCreditShortMessage } from '@/lib/shared/store-credit/rules';
import { m, order, setCreditOn, withStoreCreditDatabase } from '../support/store-credit-db';

withStoreCreditDatabase();

const PHONE = '+919876500001';
const inTx = async <T>(work: (tx: Tx) => Promise<T>) => (await m.db.database()).transaction(work);

describe('store credit moves', () => {
  it('grants on a phone written any way, and reads the balance back', async () => {
    const result = await inTx((tx) =>
      m.credit.grantStoreCreditInTx(tx, {
        phone: '098765 00001',
        amountPaise: 50_000,
        reason: 'refund',
        note: 'Kurta returned',
      }),
    );
    expect(result).toEqual({ balancePaise: 50_000 });
    expect(await m.credit.storeCreditBalance('9876500001')).toBe(50_000);
    expect(await m.credit.storeCreditBalance('12345')).toBe(0);
  });

  it('refuses a phone that is not an Indian mobile', async () => {
    await expect(
      inTx((tx) =>
        m.credit.grantStoreCreditInTx(tx, { phone: '12345', amountPaise: 100, reason: 'adjust' }),
      ),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('lets ten bills racing for one balance spend it once', async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => order(PHONE)));
    const results = await Promise.allSettled(
      orders.map((o) =>
        inTx((tx) =>
          m.credit.spendStoreCreditInTx(tx, { phone: PHONE, amountPaise: 40_000, orderId: o.id }),
        ),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ value: { balancePaise: 10_000 } });
    expect(lost).toHaveLength(9);
    for (const r of lost) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        status: 409,
        message: 'Only ₹100.00 of store credit is left on this phone.',
      });
    }
    expect(await m.credit.storeCreditBalance(PHONE)).toBe(10_000);
  });

  it('gives back what a cancelled order spent, once', async () => {
    const o = await order(PHONE);
    await inTx((tx) =>
      m.credit.spendStoreCreditInTx(tx, { phone: PHONE, amountPaise: 10_000, orderId: o.id }),
    );
    expect(await m.credit.storeCreditBalance(PHONE)).toBe(0);
    const [first, second] = await Promise.all([
      inTx((tx) => m.credit.restoreStoreCreditInTx(tx, { orderId: o.id })),
      inTx((tx) => m.credit.restoreStoreCreditInTx(tx, { orderId: o.id })),
    ]);
    expect([first.restoredPaise, second.restoredPaise].sort()).toEqual([0, 10_000]);
    expect(await m.credit.storeCreditBalance(PHONE)).toBe(10_000);
  });

  it('writes every move with the balance after it, newest first in the history', async () => {
    const history = await m.credit.readStoreCreditHistory('98765 00001');
    expect(history?.balancePaise).toBe(10_000);
    expect(
      history?.moves.map((mv) => [mv.reason, mv.changePaise, mv.balancePaise, mv.note]),
    ).toEqual([
      ['restored', 10_000, 10_000, 'Order cancelled'],
      ['spent', -10_000, 0, ''],
      ['spent', -40_000, 10_000, ''],
      ['refund', 50_000, 50_000, 'Kurta returned'],
    ]);
    expect(history?.moves[0]?.orderNumber).toMatch(/\d{4}$/);
  });

  it('refuses grants and spends while off, but still gives back', async () => {
    const o = await order(PHONE);
    await inTx((tx) =>
      m.credit.spendStoreCreditInTx(tx, { phone: PHONE, amountPaise: 2_500, orderId: o.id }),
    );
    await setCreditOn(false);
    try {
      await expect(
        inTx((tx) =>
          m.credit.grantStoreCreditInTx(tx, { phone: PHONE, amountPaise: 100, reason: 'refund' }),
        ),
      ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/turned off/) });
      await expect(
        inTx((tx) =>
          m.credit.spendStoreCreditInTx(tx, { phone: PHONE, amountPaise: 100, orderId: o.id }),
        ),
      ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/turned off/) });
      const back = await inTx((tx) => m.credit.restoreStoreCreditInTx(tx, { orderId: o.id }));
      expect(back.restoredPaise).toBe(2_500);
      expect(await m.credit.storeCreditBalance(PHONE)).toBe(10_000);
    } finally {
      await setCreditOn(true);
    }
  });

  it('never lets the balance column go below zero', async () => {
    const db = await m.db.database();
    await expect(
      db
        .update(m.schema.storeCreditAccounts)
        .set({ balance: '-1.00' })
        .where(eq(m.schema.storeCreditAccounts.phone, PHONE)),
    ).rejects.toThrow();
  });
});

describe('store credit rules', () => {
  it('takes the whole balance or the whole bill, whichever is less', () => {
    expect(creditToUse(50_000, 129_900)).toBe(50_000);
    expect(creditToUse(200_000, 129_900)).toBe(129_900);
    expect(creditToUse(0, 129_900)).toBe(0);
    expect(creditToUse(50_000, 0)).toBe(0);
  });

  it('says how much is left when a bill asks for more', () => {
    expect(storeCreditShortMessage(150_050)).toBe(
      'Only ₹1,500.50 of store credit is left on this phone.',
    );
    expect(storeCreditShortMessage(0)).toBe('There is no store credit left on this phone.');
  });
});
