// An order paid partly by store credit says so in its WhatsApp message: the total stays as it
// was (credit is a payment, not a discount), then what the credit paid and what is left to pay;
// an order without credit reads exactly as before.
import { describe, expect, it } from 'vitest';
import { checkoutMessage, type OrderCustomer } from '@/lib/shared/orders/order-message';
import { creditChangeText, STORE_CREDIT_REASON_LABELS } from '@/lib/shared/store-credit/rules';

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
const pickup: OrderCustomer = {
  name: 'Asha',
  phone: '',
  fulfilment: 'pickup',
  address: '',
  pincode: '',
  state: '',
  note: '',
};
const ref = (creditPaise?: number) => ({
  number: 'SP-1042',
  statusUrl: 'https://shop.example/orders/abc',
  charges: {
    fulfilment: 'pickup' as const,
    deliveryPaise: 0,
    totalPaise: 299_800,
    payment: 'upi' as const,
    ...(creditPaise !== undefined && { creditPaise }),
  },
});

describe('store credit in the order message', () => {
  it('adds what the credit paid and what is left after the total', () => {
    const lines = checkoutMessage([line], ctx, pickup, ref(50_000)).split('\n');
    const at = lines.indexOf('Total: ₹2,998.00');
    expect(lines.slice(at, at + 4)).toEqual([
      'Total: ₹2,998.00',
      'Paid by store credit: ₹500.00',
      'Left to pay: ₹2,498.00',
      'Payment: UPI (pay on the order page)',
    ]);
  });

  it('says nothing is left when the credit paid it all', () => {
    const text = checkoutMessage([line], ctx, pickup, ref(299_800));
    expect(text).toContain('Paid by store credit: ₹2,998.00\nLeft to pay: ₹0.00');
  });

  it('reads as before without credit', () => {
    expect(checkoutMessage([line], ctx, pickup, ref(0))).toBe(
      checkoutMessage([line], ctx, pickup, ref()),
    );
    expect(checkoutMessage([line], ctx, pickup, ref())).not.toContain('store credit');
  });
});

describe('store credit words', () => {
  it('shows a change with its sign and a reason in words', () => {
    expect(creditChangeText(150_000)).toBe('+₹1,500.00');
    expect(creditChangeText(-49_950)).toBe('−₹499.50');
    expect(STORE_CREDIT_REASON_LABELS.restored).toBe('Given back (order cancelled)');
  });
});
