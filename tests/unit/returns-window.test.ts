// The shop's return window and which lines may come back (lib/shared/returns/window.ts): days
// counted from when the order was completed to the end of the shop's day, the off switch, kinds
// that never come back, pieces already in a request, and the product page's one line.
import { describe, expect, it } from 'vitest';
import {
  lineOffers,
  productWindowLine,
  returnWindow,
  windowClosesAt,
  windowText,
  type ReturnWindowSettings,
} from '@/lib/shared/returns/window';

const settings: ReturnWindowSettings = {
  returnsOpen: true,
  returnWindowDays: 7,
  nonReturnableKinds: ['Innerwear'],
};
const ist = (text: string) => new Date(`${text}+05:30`);
const delivered = ist('2026-03-01T15:00:00');
const completed = { status: 'completed' as const, completedAt: delivered };

describe('returnWindow', () => {
  it('is open until the end of the shop day seven days after delivery', () => {
    expect(windowClosesAt(delivered, 7).toISOString()).toBe(
      ist('2026-03-09T00:00:00').toISOString(),
    );
    const open = returnWindow(settings, completed, ist('2026-03-08T23:59:00'));
    expect(open.open).toBe(true);
    expect(windowText(open)).toBe('You can ask for an exchange or a return until 8 March 2026.');
  });

  it('is closed from the next midnight in India, and says when it closed', () => {
    const closed = returnWindow(settings, completed, ist('2026-03-09T00:00:00'));
    expect(closed).toMatchObject({ open: false, why: 'closed' });
    expect(windowText(closed)).toBe(
      'Exchanges and returns for this order closed after 8 March 2026.',
    );
  });

  it('follows the number of days the shop set', () => {
    const one = { ...settings, returnWindowDays: 1 };
    expect(returnWindow(one, completed, ist('2026-03-02T23:00:00')).open).toBe(true);
    expect(returnWindow(one, completed, ist('2026-03-03T00:00:01')).open).toBe(false);
  });

  it('is closed before the order is completed, and when the shop takes no returns', () => {
    for (const status of ['new', 'confirmed', 'ready', 'cancelled'] as const) {
      expect(returnWindow(settings, { status, completedAt: null }, delivered)).toMatchObject({
        open: false,
        why: 'not_handed_over',
      });
    }
    const off = returnWindow({ ...settings, returnsOpen: false }, completed, delivered);
    expect(off).toMatchObject({ open: false, why: 'off' });
    expect(windowText(off)).toContain('does not take exchanges or returns online');
  });
});

describe('lineOffers', () => {
  it('offers the pieces left, refuses a kind that never comes back, and spent lines', () => {
    const offers = lineOffers(settings, [
      { orderLineId: 1, productId: 10, kind: 'Kurtas', qty: 3, left: 2 },
      { orderLineId: 2, productId: 11, kind: 'innerwear ', qty: 1, left: 1 },
      { orderLineId: 3, productId: 12, kind: 'Shirts', qty: 2, left: 0 },
      { orderLineId: 4, productId: null, kind: null, qty: 1, left: 1 },
    ]);
    expect(offers).toEqual([
      { orderLineId: 1, left: 2, refused: null, canExchange: true },
      { orderLineId: 2, left: 0, refused: 'kind', canExchange: true },
      { orderLineId: 3, left: 0, refused: 'all_asked', canExchange: true },
      // A deleted product's pieces may come back for money, not for another size.
      { orderLineId: 4, left: 1, refused: null, canExchange: false },
    ]);
  });
});

describe('productWindowLine', () => {
  it('says the window, a plain no for a kind that never comes back, nothing when off', () => {
    expect(productWindowLine(settings, 'Kurtas')).toBe(
      'Exchange or return within 7 days of delivery or pickup.',
    );
    expect(productWindowLine({ ...settings, returnWindowDays: 1 }, 'Kurtas')).toBe(
      'Exchange or return within 1 day of delivery or pickup.',
    );
    expect(productWindowLine(settings, 'INNERWEAR')).toBe(
      'This item cannot be exchanged or returned.',
    );
    expect(productWindowLine({ ...settings, returnsOpen: false }, 'Kurtas')).toBeNull();
  });
});
