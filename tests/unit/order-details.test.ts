// The order body's checkout details, read by the one shared schema under the wire's names: an
// absent or null text field is empty, and a refused payment choice is named `payment_method`.
import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '@/lib/shared/validation/field-errors';
import { checkoutSchema } from '@/lib/shared/orders/checkout';
import { orderDetailsSchema } from '@/lib/shared/orders/order-request';

const refusal = (body: unknown) => {
  const result = orderDetailsSchema.safeParse(body);
  return result.success ? null : fieldErrorsFrom(result.error);
};

describe('the order body’s details', () => {
  it('reads an absent or null text field as empty, and ignores the lines and the key', () => {
    const body = {
      lines: [{ product_id: 1, size: null, qty: 1 }],
      idempotency_key: 'k'.repeat(16),
    };
    const details = { name: 'Asha', fulfilment: 'pickup' } as const;
    expect(orderDetailsSchema.parse({ ...body, ...details, note: null, state: null })).toEqual(
      checkoutSchema.parse(details),
    );
  });

  it('answers as the form does: a missing name, delivery details and the payment method by name', () => {
    expect(refusal({ fulfilment: 'delivery', payment_method: 'card' })).toEqual({
      name: ['Enter your name.'],
      payment_method: ['Choose how you will pay: upi, on_delivery or at_shop.'],
      address: ['Enter the delivery address.'],
      pincode: ['Enter the 6-digit PIN code.'],
    });
    expect(refusal({ name: 'Asha' })).toEqual({
      fulfilment: ['Choose pickup at the shop or delivery.'],
    });
    expect(refusal({ name: 5, fulfilment: 'pickup' })).toHaveProperty('name');
  });
});
