// The texts the shop sends from the inbox and the wanted list, and the links that carry them
// (components/orders/customer-messages.ts, wanted-words.ts, status-words.ts).
import { describe, expect, it } from 'vitest';
import {
  backInStockMessage,
  customerWhatsappLink,
  displayPhone,
  statusMessage,
  type StatusMessageOrder,
} from '@/components/orders/customer-messages';
import { moveLabel, statusLabel } from '@/components/orders/status-words';
import { askedLine } from '@/components/orders/wanted-words';
import { ORDER_STATUSES } from '@/lib/shared/orders/status';

const shop = { shopName: 'Style Point', statusUrl: 'https://shop.example/orders/abc' };
const order: StatusMessageOrder = {
  number: 'SP-1042',
  customerName: '  Asha   Verma ',
  status: 'confirmed',
  fulfilment: 'pickup',
  total: '2998.00',
  paid: false,
};

describe('status messages', () => {
  it('greet by first name, name the order and its status, and end with the status link', () => {
    const text = statusMessage(order, shop);
    expect(text).toBe(
      'Hello Asha, your order SP-1042 is confirmed. Total: ₹2,998.00. We will message you when it is ready for pickup.\n\nTrack your order: https://shop.example/orders/abc',
    );
  });

  it('has a text for every status, each naming the order and ending with the link', () => {
    for (const status of ORDER_STATUSES) {
      for (const fulfilment of ['pickup', 'delivery'] as const) {
        const text = statusMessage({ ...order, status, fulfilment }, shop);
        expect(text, `${status}/${fulfilment}`).toContain('SP-1042');
        expect(text.endsWith(`Track your order: ${shop.statusUrl}`)).toBe(true);
      }
    }
  });

  it('tells a pickup where and what to pay, a delivery that it is on its way, unless paid', () => {
    const ready = { ...order, status: 'ready' as const };
    expect(statusMessage(ready, shop)).toContain(
      'is ready for pickup at Style Point. Please pay ₹2,998.00 at the shop (cash or UPI).',
    );
    expect(statusMessage({ ...ready, paid: true }, shop)).not.toContain('Please pay');
    const packed = statusMessage({ ...ready, fulfilment: 'delivery' }, shop);
    expect(packed).toContain(
      'is ready for delivery and will be on its way soon. Please keep ₹2,998.00 ready',
    );
  });

  it('says hello without a name when there is none, and never a cancel reason', () => {
    const text = statusMessage({ ...order, customerName: ' ', status: 'cancelled' }, shop);
    expect(text.startsWith('Hello, sorry, your order SP-1042 has been cancelled.')).toBe(true);
  });
});

describe('WhatsApp links to a customer', () => {
  it('go to the stored phone’s digits with the text encoded', () => {
    const link = customerWhatsappLink('+919876543210', 'Hi & bye?\nLine 2');
    expect(link).toBe('https://wa.me/919876543210?text=Hi%20%26%20bye%3F%0ALine%202');
    expect(new URL(link!).searchParams.get('text')).toBe('Hi & bye?\nLine 2');
  });

  it('are not offered without a phone', () => {
    expect(customerWhatsappLink('', 'Hello')).toBeNull();
  });

  it('show Indian mobiles as people write them', () => {
    expect(displayPhone('+919876543210')).toBe('+91 98765 43210');
    expect(displayPhone('+14155550100')).toBe('+14155550100');
  });
});

describe('wanted list words', () => {
  it('count the people and name the size', () => {
    expect(askedLine({ requests: 5, name: 'Linen Shirt', size: 'M' })).toBe(
      '5 people asked for Linen Shirt in M',
    );
    expect(askedLine({ requests: 1, name: 'Cap', size: null })).toBe('1 person asked for Cap');
  });

  it('write the back-in-stock news with the size and the link', () => {
    expect(
      backInStockMessage(
        { name: 'Linen Shirt', size: 'M' },
        { shopName: 'Style Point', productUrl: 'https://shop.example/product/7?size=M' },
      ),
    ).toBe(
      'Good news: Linen Shirt in M is back in stock at Style Point: https://shop.example/product/7?size=M',
    );
    expect(
      backInStockMessage({ name: 'Cap', size: null }, { shopName: 'SP', productUrl: 'u' }),
    ).toBe('Good news: Cap is back in stock at SP: u');
  });
});

describe('status words', () => {
  it('say what "ready" means for the way the order is handed over', () => {
    expect(statusLabel('ready', 'pickup')).toBe('Ready for pickup');
    expect(statusLabel('ready', 'delivery')).toBe('Ready for delivery');
    expect(statusLabel('confirmed', 'delivery')).toBe('Confirmed');
    expect(moveLabel('ready', 'delivery')).toBe('Mark ready for delivery');
    expect(moveLabel('completed', 'pickup')).toBe('Mark picked up');
    expect(moveLabel('confirmed', 'pickup')).toBe('Confirm order');
  });
});
