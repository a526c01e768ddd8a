// The pure order rules (lib/shared/orders): numbers, phones and masking, the checkout schema,
// the status moves and the saved order's WhatsApp text.
import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '@/lib/shared/orders/checkout';
import { maskAddress, maskPhone, normalizeIndianMobile } from '@/lib/shared/orders/contact';
import { savedOrderMessage } from '@/lib/shared/orders/order-message';
import {
  formatOrderNumber,
  parseOrderNumber,
  prefixFromShopName,
} from '@/lib/shared/orders/order-number';
import { canMove, holdsStock, nextStatuses } from '@/lib/shared/orders/status';

describe('order numbers', () => {
  it('take the shop name initials as the prefix', () => {
    expect(prefixFromShopName('Style Point Menswear')).toBe('SPM');
    expect(prefixFromShopName('Style Point')).toBe('SP');
    expect(prefixFromShopName('  the 1 shop  ')).toBe('TS');
    expect(prefixFromShopName('Zed')).toBe('ORD');
    expect(formatOrderNumber('SP', 1042)).toBe('SP-1042');
  });

  it('read back with the prefix (any case) or as digits; other prefixes are not ours', () => {
    expect(parseOrderNumber('SP-1042', 'SP')).toBe(1042);
    expect(parseOrderNumber(' sp-1042 ', 'SP')).toBe(1042);
    expect(parseOrderNumber('1042', 'SP')).toBe(1042);
    for (const bad of ['XY-1042', 'SP-', 'SP-0', '-1042', '10.5', 'SP-1042x', '1e3', '']) {
      expect(parseOrderNumber(bad, 'SP'), bad).toBeNull();
    }
  });
});

describe('phones and addresses', () => {
  it('normalise Indian mobiles to +91 and ten digits', () => {
    for (const ok of [
      '9876543210',
      '+91 98765 43210',
      '91-98765-43210',
      '09876543210',
      '(987) 654 3210',
    ]) {
      expect(normalizeIndianMobile(ok), ok).toBe('+919876543210');
    }
    for (const bad of ['5876543210', '987654321', '+1 9876543210', '98765432101', 'abc']) {
      expect(normalizeIndianMobile(bad), bad).toBeNull();
    }
  });

  it('mask what the public status page shows', () => {
    expect(maskPhone('+919876543210')).toBe('+91 ••••••3210');
    expect(maskPhone('')).toBe('');
    expect(maskAddress('12 MG Road, Bengaluru', '560001')).toBe('12 ••• (PIN 560•••)');
    expect(maskAddress('', '')).toBe('');
  });
});

describe('checkout details', () => {
  it('needs a name; pickup drops any address', () => {
    expect(checkoutSchema.safeParse({ name: ' ', fulfilment: 'pickup' }).success).toBe(false);
    expect(
      checkoutSchema.parse({ name: 'Asha', fulfilment: 'pickup', address: 'x', pincode: '1' }),
    ).toEqual({
      name: 'Asha',
      phone: '',
      fulfilment: 'pickup',
      address: '',
      pincode: '',
      note: '',
      state: '',
      payment: '',
    });
  });

  it('names every missing delivery detail even while the name is missing too', () => {
    const result = checkoutSchema.safeParse({ name: '', fulfilment: 'delivery' });
    expect(result.error!.issues.map((i) => i.path[0])).toEqual(['name', 'address', 'pincode']);
  });

  it('delivery needs an address and a 6-digit PIN code', () => {
    const result = checkoutSchema.safeParse({
      name: 'Asha',
      fulfilment: 'delivery',
      pincode: '012345',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(['address', 'pincode']);
    expect(
      checkoutSchema.parse({
        name: 'Asha',
        phone: '98765 43210',
        fulfilment: 'delivery',
        address: '12 MG Road',
        pincode: '560001',
      }),
    ).toMatchObject({ phone: '+919876543210', pincode: '560001' });
  });
});

describe('order statuses', () => {
  it('move forward or to cancelled, never back or out of completed', () => {
    expect(nextStatuses('new')).toEqual(['confirmed', 'cancelled']);
    expect(canMove('ready', 'completed')).toBe(true);
    expect(canMove('confirmed', 'new')).toBe(false);
    expect(canMove('completed', 'cancelled')).toBe(false);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(
      ['new', 'confirmed', 'ready', 'completed', 'cancelled'].map((s) => holdsStock(s as never)),
    ).toEqual([false, true, true, true, false]);
  });
});

describe('the saved order message', () => {
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

  it('starts with the number and ends with the status link', () => {
    const text = savedOrderMessage([line], ctx, ref);
    expect(text.split('\n')[0]).toBe('Order SP-1042');
    expect(text.split('\n')[1]).toBe('Hello Style Point, I would like to order:');
    expect(text).toContain('1. Linen Shirt (Blue, M)');
    expect(text.endsWith('\n\nTrack your order: https://shop.example/orders/abc')).toBe(true);
  });

  it('still fits the budget for the longest order (60 lines), keeping the number and the link', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...line, id: i + 1 }));
    const text = savedOrderMessage(many, ctx, ref, 3900);
    expect(encodeURIComponent(text).length).toBeLessThanOrEqual(3900);
    expect(text.startsWith('Order SP-1042\n')).toBe(true);
    expect(text).toContain('60. #60');
    expect(text.endsWith('Track your order: https://shop.example/orders/abc')).toBe(true);
  });
});
