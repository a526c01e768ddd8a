// The owner's order card (the inbox and the order page) says where a delivery goes: the address,
// the PIN code and its state, the invoice's place of supply, so a wrong state is caught before
// the invoice is issued; and the phone to call.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OrderCard } from '@/components/orders/order-card';
import { paymentStatus } from '@/lib/shared/orders/payment';
import type { Order } from '@/lib/shared/orders/types';

// Links need a mounted App Router and the actions a server; the markup is what is under test.
vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement('a', { href }, children),
}));
vi.mock('@/components/orders/actions', () => ({
  changeOrderAction: vi.fn(),
  paymentNotReceivedAction: vi.fn(),
  issueInvoiceAction: vi.fn(),
}));

const kochi: Order = {
  number: 'SP-1043',
  token: 'y'.repeat(43),
  status: 'new',
  paid: false,
  customerName: 'Anu Thomas',
  phone: '+919847012345',
  fulfilment: 'delivery',
  address: '14 Marine Drive, Ernakulam',
  pincode: '682031',
  note: '',
  subtotal: '2999.00',
  deliveryCharge: '0.00',
  total: '2999.00',
  paymentMethod: 'on_delivery',
  buyerState: '32',
  payment: paymentStatus('on_delivery', false, []),
  invoiceNumber: null,
  creditNoteNumber: null,
  lines: [],
  events: [{ status: 'new', note: '', at: '2026-11-23T04:00:00.000Z' }],
  createdAt: '2026-11-23T04:00:00.000Z',
  channel: 'web',
  buyerGstin: '',
  billDiscount: '0.00',
  billDiscountReason: '',
  counterPayments: [],
};

const text = (order: Order) =>
  renderToStaticMarkup(
    createElement(OrderCard, { order, base: 'https://shop.example', shopName: 'Shop' }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the order card', () => {
  it('shows a delivery’s PIN code with its state, and the phone', () => {
    const card = text(kochi);
    expect(card).toContain('14 Marine Drive, Ernakulam PIN 682031 · Kerala');
    expect(card).toContain('+91 98470 12345');
  });

  it('names no state for a pickup (the place of supply is the shop)', () => {
    const card = text({ ...kochi, fulfilment: 'pickup', address: '', pincode: '', buyerState: '' });
    expect(card).toContain('Pickup at the shop');
    expect(card).not.toContain('Kerala');
  });
});
