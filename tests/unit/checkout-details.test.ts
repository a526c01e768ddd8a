import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_DETAILS_KEY,
  EMPTY_CHECKOUT,
  hasRememberedDetails,
  readCheckoutDetails,
  rememberedPhone,
  writeCheckoutDetails,
} from '@/lib/browser/orders/checkout-details';
import { notifyRequestBody } from '@/lib/browser/orders/post-notify-request';
import { MemoryStorage } from '../support/browser-fakes';

const asha = {
  name: 'Asha',
  phone: '98765 43210',
  fulfilment: 'delivery' as const,
  address: '12 MG Road, Bengaluru',
  pincode: '560001',
  note: 'Gift wrap',
};

describe('remembered checkout details', () => {
  it('round-trips what was written', () => {
    const storage = new MemoryStorage();
    expect(writeCheckoutDetails(asha, storage)).toBe(true);
    expect(readCheckoutDetails(storage)).toEqual(asha);
    expect(hasRememberedDetails(readCheckoutDetails(storage))).toBe(true);
    expect(rememberedPhone(storage)).toBe('98765 43210');
  });

  it('reads nothing stored, no storage, or garbage as empty', () => {
    const storage = new MemoryStorage();
    expect(readCheckoutDetails(storage)).toEqual(EMPTY_CHECKOUT);
    expect(readCheckoutDetails(null)).toEqual(EMPTY_CHECKOUT);
    for (const raw of ['{not json', '[1,2]', '"Asha"', 'null', '42']) {
      storage.setItem(CHECKOUT_DETAILS_KEY, raw);
      expect(readCheckoutDetails(storage)).toEqual(EMPTY_CHECKOUT);
    }
    expect(hasRememberedDetails(EMPTY_CHECKOUT)).toBe(false);
    expect(rememberedPhone(storage)).toBe('');
  });

  it('keeps the usable fields of a partly bad value and drops the rest', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      CHECKOUT_DETAILS_KEY,
      JSON.stringify({
        name: 'Ravi',
        phone: 9876543210,
        fulfilment: 'courier',
        address: { street: 'x' },
        pincode: '560001',
        note: 'x'.repeat(5000),
      }),
    );
    expect(readCheckoutDetails(storage)).toEqual({
      ...EMPTY_CHECKOUT,
      name: 'Ravi',
      pincode: '560001',
    });
  });

  it('never writes fields it does not know', () => {
    const storage = new MemoryStorage();
    writeCheckoutDetails({ ...asha, password: 'x' } as typeof asha, storage);
    expect(Object.keys(JSON.parse(storage.getItem(CHECKOUT_DETAILS_KEY) ?? '{}'))).toEqual([
      'name',
      'phone',
      'fulfilment',
      'address',
      'pincode',
      'note',
    ]);
  });
});

describe('the wanted-list request', () => {
  it('sends the phone only when one was remembered', () => {
    expect(notifyRequestBody(12, 'M', '+919876543210')).toEqual({
      product_id: 12,
      size: 'M',
      phone: '+919876543210',
    });
    expect(notifyRequestBody(12, null, '')).toEqual({ product_id: 12, size: null });
  });
});
