// The status page's pieces: the timeline of steps and times, what the public page may hold of
// an order (masked, no notes), and the inbox's address (components/orders).
import { describe, expect, it } from 'vitest';
import { inboxHref, inboxQuery } from '@/components/orders/inbox-query';
import { toPublicOrder } from '@/components/orders/public-order';
import { timelineSteps } from '@/components/orders/timeline';
import type { Order } from '@/lib/shared/orders/types';

const T = (h: number) => `2026-11-23T0${h}:00:00.000Z`;

describe('timeline', () => {
  it('marks the steps done, current and to come, with the time each was reached', () => {
    const steps = timelineSteps(
      'confirmed',
      [
        { status: 'new', at: T(1) },
        { status: 'confirmed', at: T(2) },
        // A later "marked paid" event keeps the status: the step keeps its first time.
        { status: 'confirmed', at: T(3) },
      ],
      'pickup',
    );
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['new', 'done', T(1)],
      ['confirmed', 'current', T(2)],
      ['ready', 'upcoming', null],
      ['completed', 'upcoming', null],
    ]);
    expect(steps[2]!.label).toBe('Ready for pickup');
  });

  it('shows a completed order done throughout', () => {
    const steps = timelineSteps(
      'completed',
      ['new', 'confirmed', 'ready', 'completed'].map((status, i) => ({
        status: status as 'new',
        at: T(i + 1),
      })),
      'delivery',
    );
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(steps[2]!.label).toBe('Ready for delivery');
  });

  it('ends a cancelled order at the cancel, after the steps it had reached', () => {
    const steps = timelineSteps(
      'cancelled',
      [
        { status: 'new', at: T(1) },
        { status: 'confirmed', at: T(2) },
        { status: 'cancelled', at: T(3) },
      ],
      'pickup',
    );
    expect(steps.map((s) => [s.status, s.state, s.at])).toEqual([
      ['new', 'done', T(1)],
      ['confirmed', 'done', T(2)],
      ['cancelled', 'cancelled', T(3)],
    ]);
  });
});

describe('the public order', () => {
  const order: Order = {
    number: 'SP-1042',
    token: 'x'.repeat(43),
    status: 'cancelled',
    paid: true,
    customerName: 'Asha Verma',
    phone: '+919876543210',
    fulfilment: 'delivery',
    address: '12 MG Road, Indiranagar',
    pincode: '560038',
    note: 'Call before coming',
    subtotal: '2998.00',
    deliveryCharge: '0.00',
    total: '2998.00',
    paymentMethod: 'on_delivery',
    buyerState: '29',
    payment: {
      method: 'on_delivery',
      state: 'paid',
      utr: null,
      claimedAt: null,
      alsoClaimedFor: [],
    },
    invoiceNumber: null,
    creditNoteNumber: null,
    lines: [
      {
        productId: 7,
        name: 'Linen Shirt',
        size: 'M',
        qty: 2,
        unitPrice: '1499.00',
        lineTotal: '2998.00',
        discount: '0.00',
        discountReason: '',
      },
    ],
    events: [
      { status: 'new', note: '', at: T(1) },
      { status: 'cancelled', note: 'Customer never answered', at: T(2) },
    ],
    createdAt: T(1),
    channel: 'web',
    buyerGstin: '',
    billDiscount: '0.00',
    billDiscountReason: '',
    counterPayments: [],
  };

  it('masks the phone and address and drops the name, notes, token and paid mark', () => {
    const shown = toPublicOrder(order);
    expect(shown.maskedPhone).toBe('+91 ••••••3210');
    expect(shown.maskedAddress).toBe('12 ••• (PIN 560•••)');
    const text = JSON.stringify(shown);
    for (const secret of [
      '9876543210',
      'MG Road',
      '560038',
      'Asha',
      'Call before',
      'never answered',
      order.token,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(shown.lines).toEqual(order.lines);
    expect(shown.events).toEqual([
      { status: 'new', at: T(1) },
      { status: 'cancelled', at: T(2) },
    ]);
  });
});

describe('inbox address', () => {
  it('reads a status and a page, falling back to all and 1', () => {
    expect(inboxQuery({ status: 'NEW', page: '2' })).toEqual({ status: 'new', page: 2 });
    expect(inboxQuery({ status: 'lost', page: '0' })).toEqual({ status: null, page: 1 });
    expect(inboxQuery({ status: ['ready', 'new'], page: 'abc' })).toEqual({
      status: 'ready',
      page: 1,
    });
    expect(inboxQuery({})).toEqual({ status: null, page: 1 });
  });

  it('writes the shortest link for it', () => {
    expect(inboxHref({ status: null, page: 1 })).toBe('/admin/orders');
    expect(inboxHref({ status: 'new', page: 1 })).toBe('/admin/orders?status=new');
    expect(inboxHref({ status: 'ready', page: 3 })).toBe('/admin/orders?status=ready&page=3');
  });
});
