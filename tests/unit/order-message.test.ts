// The WhatsApp text of an order (lib/shared/orders/order-message.ts): what the shop reads when
// the message arrives — the number, the lines, and what the shopper typed at checkout — always
// within WhatsApp's link length, cut by grapheme when it must be cut.
import { describe, expect, it } from 'vitest';
import { graphemes } from '@/lib/shared/graphemes';
import {
  checkoutLink,
  checkoutMessage,
  type OrderCustomer,
} from '@/lib/shared/orders/order-message';
import { WHATSAPP_LINK_LIMIT } from '@/lib/shared/whatsapp';

const line = {
  id: 12,
  name: 'Linen Shirt',
  price: '1499.00',
  qty: 2,
  image: '/media/a.jpg',
  available: true,
  color: 'Blue',
  size: 'M',
};
const ctx = { shopName: 'Style Point', siteUrl: 'https://shop.example' };
const ref = { number: 'SP-1042', statusUrl: 'https://shop.example/orders/abc' };
const pickup: OrderCustomer = {
  name: 'Asha',
  phone: '',
  fulfilment: 'pickup',
  address: '',
  pincode: '',
  state: '',
  note: '',
};
const delivery: OrderCustomer = {
  name: 'Asha Menon',
  phone: '+919876543210',
  fulfilment: 'delivery',
  address: '12 MG Road\nNear the clock tower\nKochi',
  pincode: '682001',
  state: '32',
  note: 'Gift wrap, please.\nCall before coming.',
};
const decoded = (link: string) => decodeURIComponent(link.slice(link.indexOf('?text=') + 6));

describe('the order message', () => {
  it('starts with the number, says how the order is handed over and ends with the status link', () => {
    const text = checkoutMessage([line], ctx, pickup, ref);
    expect(text.split('\n')).toEqual([
      'Order SP-1042',
      'Hello Style Point, I would like to order:',
      '',
      '1. Linen Shirt (Blue, M)',
      '   Qty: 2 × ₹1,499.00 = ₹2,998.00',
      '   Image: https://shop.example/media/a.jpg',
      '',
      'Subtotal: ₹2,998.00',
      'Items: 2',
      '',
      'Name: Asha',
      'Pickup at the shop',
      '',
      'Track your order: https://shop.example/orders/abc',
    ]);
  });

  it('carries a delivery’s phone, address, PIN code, state and note, each on one line', () => {
    const text = checkoutMessage([line], ctx, delivery, ref);
    expect(text).toContain(
      [
        'Items: 2',
        '',
        'Name: Asha Menon',
        'Phone: +91 98765 43210',
        'Delivery to: 12 MG Road, Near the clock tower, Kochi',
        'PIN code: 682001',
        'State: Kerala',
        'Note: Gift wrap, please., Call before coming.',
        '',
        'Track your order:',
      ].join('\n'),
    );
  });

  it('carries the same details when the order could not be saved, without a number or link', () => {
    const text = decoded(checkoutLink('919876543210', [line], ctx, delivery, null));
    expect(text.startsWith('Hello Style Point, I would like to order:')).toBe(true);
    expect(text).toContain('Delivery to: 12 MG Road');
    expect(text).toContain('PIN code: 682001');
    expect(text).not.toMatch(/Order SP|Track your order/);
  });

  it('fits the longest order beside the details, keeping every line, the number and the link', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...line, id: i + 1 }));
    const link = checkoutLink('919876543210', many, ctx, delivery, ref);
    expect(link.length).toBeLessThan(WHATSAPP_LINK_LIMIT);
    const text = decoded(link);
    expect(text.startsWith('Order SP-1042\n')).toBe(true);
    expect(text.split('\n').filter((l) => /^\d+\. #\d+/.test(l))).toHaveLength(60);
    expect(text).toContain('Delivery to: 12 MG Road');
    expect(text).toContain('PIN code: 682001');
    expect(text.endsWith('Track your order: https://shop.example/orders/abc')).toBe(true);
  });

  it('cuts a long Malayalam note and address by grapheme, never inside a letter', () => {
    // Each "ക്ക" is one letter of three code points (9 bytes, 27 encoded characters).
    const letter = 'ക്ക';
    const long: OrderCustomer = {
      name: 'അനു',
      phone: '+919876543210',
      fulfilment: 'delivery',
      address: letter.repeat(100),
      pincode: '682001',
      state: '32',
      note: letter.repeat(166),
    };
    const many = Array.from({ length: 40 }, (_, i) => ({ ...line, id: i + 1 }));
    const link = checkoutLink('919876543210', many, ctx, long, ref);
    expect(link.length).toBeLessThan(WHATSAPP_LINK_LIMIT);
    const text = decoded(link);
    const note = text.split('\n').find((l) => l.startsWith('Note: ')) ?? '';
    const address = text.split('\n').find((l) => l.startsWith('Delivery to: ')) ?? '';
    expect(note.length).toBeLessThan(`Note: ${long.note}`.length);
    for (const cut of [note.slice('Note: '.length), address.slice('Delivery to: '.length)]) {
      if (cut === '') continue;
      expect(cut.endsWith('…')).toBe(true);
      // Every grapheme before the mark is a whole letter.
      expect(new Set(graphemes(cut.slice(0, -1)))).toEqual(new Set([letter]));
    }
    expect(text).toContain('PIN code: 682001\nState: Kerala');
    expect(text).toContain('Phone: +91 98765 43210');
    expect(text).toContain('Name: അനു');
    expect(text.split('\n').filter((l) => /^\d+\. /.test(l))).toHaveLength(40);
  });
});
