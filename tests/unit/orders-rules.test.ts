// The pure order rules (lib/shared/orders): numbers, phones and masking, the checkout schema,
// the status moves (the WhatsApp text of an order: order-message.test.ts).
import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '@/lib/shared/orders/checkout';
import { maskAddress, maskPhone, normalizeIndianMobile } from '@/lib/shared/orders/contact';
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
      payment_method: '',
      store_credit: 0,
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
