// A counter sale in the owner's inbox and on its page: the "Counter" badge, each line's discount
// with its reason, the bill's discount, the total paid, a business buyer's GSTIN and how it was
// paid (the cash given and the change); a web order carries none of these.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OrderCard } from '@/components/orders/order-card';
import { inboxHref, inboxQuery } from '@/components/orders/inbox-query';
import { paymentStatus } from '@/lib/shared/orders/payment';
import type { Order } from '@/lib/shared/orders/types';

vi.mock('next/link', () => ({
  default: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement('a', { href }, children),
}));
vi.mock('@/components/orders/actions', () => ({
  changeOrderAction: vi.fn(),
  paymentNotReceivedAction: vi.fn(),
  issueInvoiceAction: vi.fn(),
}));

const sale: Order = {
  number: 'SP-1050',
  token: 'z'.repeat(43),
  status: 'completed',
  paid: true,
  customerName: 'Acme Traders',
  phone: '',
  fulfilment: 'pickup',
  address: '',
  pincode: '',
  note: '',
  subtotal: '5580.00',
  deliveryCharge: '0.00',
  total: '5580.00',
  paymentMethod: 'at_shop',
  buyerState: '',
  payment: paymentStatus('at_shop', true, []),
  invoiceNumber: 'SP/26-27/0007',
  creditNoteNumber: null,
  lines: [
    {
      productId: 3,
      name: 'Linen Blazer',
      size: 'M',
      qty: 2,
      unitPrice: '2999.00',
      lineTotal: '5200.00',
      discount: '798.00',
      discountReason: 'Loyal customer',
    },
    {
      productId: 4,
      name: 'Oxford Shirt',
      size: 'L',
      qty: 1,
      unitPrice: '1000.00',
      lineTotal: '1000.00',
      discount: '0.00',
      discountReason: '',
    },
  ],
  events: [{ status: 'completed', note: 'Sold at the counter', at: '2026-11-29T06:00:00.000Z' }],
  createdAt: '2026-11-29T06:00:00.000Z',
  channel: 'counter',
  buyerGstin: '24AAACC1206D1ZM',
  billDiscount: '620.00',
  billDiscountReason: 'Festival offer',
  counterPayments: [
    { method: 'cash', amount: '580.00', tendered: '600.00', change: '20.00' },
    { method: 'upi', amount: '5000.00', tendered: null, change: null },
  ],
};

const text = (order: Order) =>
  renderToStaticMarkup(
    createElement(OrderCard, { order, base: 'https://shop.example', shopName: 'Shop' }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a counter sale’s card', () => {
  it('says it was sold at the counter, with its discounts, GSTIN and payments', () => {
    const card = text(sale);
    expect(card).toContain('Counter');
    expect(card).toContain('Sold at the counter');
    expect(card).toContain('Discount −₹798.00 · Loyal customer');
    expect(card).toContain('Subtotal ₹6,200.00');
    expect(card).toContain('Bill discount · Festival offer −₹620.00');
    expect(card).toContain('Total ₹5,580.00');
    expect(card).toContain('GSTIN 24AAACC1206D1ZM');
    expect(card).toContain('Cash ₹580.00 (given ₹600.00, change ₹20.00)');
    expect(card).toContain('UPI ₹5,000.00');
  });

  it('leaves a web order as it was', () => {
    const web = text({
      ...sale,
      channel: 'web',
      buyerGstin: '',
      billDiscount: '0.00',
      billDiscountReason: '',
      counterPayments: [],
      subtotal: '6200.00',
      total: '6200.00',
      lines: sale.lines.map((l) => ({ ...l, discount: '0.00', discountReason: '' })),
    });
    expect(web).not.toContain('Counter');
    expect(web).not.toContain('Discount');
    expect(web).toContain('Pickup at the shop');
    expect(web).toContain('Subtotal ₹6,200.00');
    expect(web).not.toContain('Total');
  });
});

describe('the inbox’s address', () => {
  it('keeps a channel filter, and drops an unknown one', () => {
    expect(inboxQuery({ channel: 'Counter', status: 'completed' })).toEqual({
      status: 'completed',
      channel: 'counter',
      page: 1,
    });
    expect(inboxQuery({ channel: 'phone' })).toEqual({ status: null, page: 1 });
    expect(inboxHref({ status: null, channel: 'counter', page: 2 })).toBe(
      '/admin/orders?channel=counter&page=2',
    );
  });
});
