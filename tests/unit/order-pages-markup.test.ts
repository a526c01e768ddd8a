// What the shopper's "My orders" and the owner's order card show, rendered to a string: the total
// the shopper pays, one "Paid" control while a claim waits, and the UTR once paid.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MyOrderList } from '@/components/orders/my-order-list';
import { OrderCard } from '@/components/orders/order-card';
import { paymentStatus, type PaymentEvent } from '@/lib/shared/orders/payment';
import type { Order } from '@/lib/shared/orders/types';

// Links need a mounted App Router and the actions a server; the markup is what is under test.
vi.mock('@/components/ui/intent-link', () => ({
  IntentLink: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement('a', { href }, children),
}));
vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement('a', { href }, children),
}));
vi.mock('@/components/orders/actions', () => ({
  changeOrderAction: vi.fn(),
  paymentNotReceivedAction: vi.fn(),
  issueInvoiceAction: vi.fn(),
}));

const UTR = '452112345678';
const claim: PaymentEvent = { kind: 'claimed', utr: UTR, at: '2026-11-23T05:00:00.000Z' };

function order(claims: readonly PaymentEvent[] = [], paid = false): Order {
  return {
    number: 'SP-1042',
    token: 'x'.repeat(43),
    status: 'new',
    paid,
    customerName: 'Asha Verma',
    phone: '+919876543210',
    fulfilment: 'delivery',
    address: '12 MG Road, Indiranagar',
    pincode: '560038',
    note: '',
    subtotal: '999.00',
    deliveryCharge: '80.00',
    total: '1079.00',
    paymentMethod: 'upi',
    buyerState: '29',
    payment: paymentStatus('upi', paid, claims),
    invoiceNumber: null,
    creditNoteNumber: null,
    lines: [
      {
        productId: 7,
        name: 'Linen Shirt',
        size: 'M',
        qty: 1,
        unitPrice: '999.00',
        lineTotal: '999.00',
        discount: '0.00',
        discountReason: '',
      },
    ],
    events: [{ status: 'new', note: '', at: '2026-11-23T04:00:00.000Z' }],
    createdAt: '2026-11-23T04:00:00.000Z',
    channel: 'web',
    buyerGstin: '',
    billDiscount: '0.00',
    billDiscountReason: '',
    counterPayments: [],
  };
}

const card = (o: Order) =>
  renderToStaticMarkup(
    createElement(OrderCard, { order: o, base: 'https://shop.example', shopName: 'Shop' }),
  );

/** The buttons (and switches) whose visible words are "Paid". */
const paidControls = (html: string) =>
  [...html.matchAll(/<button[^>]*>([\s\S]*?)<\/button>/g)].filter(([, inner]) =>
    /^(?:<span[^>]*>(?:<span[^>]*><\/span>)?<\/span>)?Paid<span class="sr-only">/.test(inner ?? ''),
  );

describe('My orders', () => {
  it('shows what the shopper pays, delivery included, as the status page does', () => {
    const html = renderToStaticMarkup(createElement(MyOrderList, { orders: [order()] }));
    expect(html).toContain('₹1,079.00');
    expect(html).not.toContain('₹999.00');
  });
});

describe('the order card', () => {
  it('has one "Paid" control while a claim waits: the one beside its UTR', () => {
    const html = card(order([claim]));
    expect(html).toContain(`Payment claimed · UTR <span class="tabular-nums">${UTR}</span>`);
    expect(paidControls(html)).toHaveLength(1);
    expect(html).not.toContain('role="switch"');
  });

  it('keeps the paid switch for an order without a claim', () => {
    expect(paidControls(card(order()))).toHaveLength(1);
    expect(card(order())).toContain('role="switch"');
  });

  it('still shows the UTR once the order is marked paid', () => {
    const html = card(order([claim], true));
    expect(html).toMatch(new RegExp(`data-testid="payment-claim"[^>]*>.*Paid.* · UTR .*${UTR}`));
    expect(paidControls(html)).toHaveLength(1);
  });
});
