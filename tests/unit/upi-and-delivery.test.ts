// The UPI pay link and the checks of a UPI ID and a UTR (lib/shared/payments/upi.ts), the
// delivery charge (lib/shared/orders/delivery.ts) and the order message's charge lines.
import { describe, expect, it } from 'vitest';
import { deliveryChargePaise } from '@/lib/shared/orders/delivery';
import { checkoutMessage } from '@/lib/shared/orders/order-message';
import { isUtr, isVpa, normalizeUtr, upiPayLink } from '@/lib/shared/payments/upi';

describe('UPI', () => {
  it('builds the pay link with every value URL-encoded, two decimals and no mc by default', () => {
    const link = upiPayLink({
      vpa: 'style.point@okaxis',
      payeeName: 'Style Point & Sons',
      amountPaise: 239800,
      orderNumber: 'SPM-1042',
    });
    expect(link).toBe(
      'upi://pay?pa=style.point%40okaxis&pn=Style%20Point%20%26%20Sons&am=2398.00&cu=INR&tn=SPM-1042&tr=SPM-1042',
    );
    const withCode = upiPayLink({
      vpa: 'shop@icici',
      payeeName: 'Shop',
      amountPaise: 59950,
      orderNumber: 'SPM-7',
      merchantCode: '5651',
    });
    expect(withCode.endsWith('&am=599.50&cu=INR&tn=SPM-7&tr=SPM-7&mc=5651')).toBe(true);
  });

  it('accepts UPI IDs and refuses what is not one', () => {
    for (const ok of ['shop@okaxis', 'style.point-01@ybl', '9876543210@paytm']) {
      expect(isVpa(ok), ok).toBe(true);
    }
    for (const bad of ['shop', '@okaxis', 'shop@', 'sh op@okaxis', 'shop@@ybl', 'a@1bank', 'x@y']) {
      expect(isVpa(bad), bad).toBe(false);
    }
  });

  it('takes a UTR of exactly 12 digits, spaces and dashes dropped first', () => {
    expect(isUtr(normalizeUtr('4521 1234 5678'))).toBe(true);
    expect(isUtr(normalizeUtr('4521-1234-5678'))).toBe(true);
    for (const bad of ['12345678901', '1234567890123', '12345678901a', '']) {
      expect(isUtr(normalizeUtr(bad)), bad).toBe(false);
    }
  });
});

describe('delivery charge', () => {
  const rule = { feePaise: 9900, freeAbovePaise: 199900 };
  it('charges the fee for delivery, nothing above the free amount and nothing for pickup', () => {
    expect(deliveryChargePaise(rule, 'delivery', 119900)).toBe(9900);
    expect(deliveryChargePaise(rule, 'delivery', 199900)).toBe(9900);
    expect(deliveryChargePaise(rule, 'delivery', 199901)).toBe(0);
    expect(deliveryChargePaise(rule, 'pickup', 119900)).toBe(0);
    expect(deliveryChargePaise({ feePaise: 9900, freeAbovePaise: null }, 'delivery', 9e9)).toBe(
      9900,
    );
  });

  it('is told in the saved order’s WhatsApp message with the total and the payment choice', () => {
    const text = checkoutMessage(
      [{ id: 7, name: 'Kurta', price: '2299.00', qty: 1, image: '', available: true }],
      { shopName: 'Style Point', siteUrl: 'https://shop.example' },
      null,
      {
        number: 'SPM-1042',
        statusUrl: 'https://shop.example/orders/t',
        charges: {
          fulfilment: 'delivery',
          deliveryPaise: 9900,
          totalPaise: 239800,
          payment: 'upi',
        },
      },
    );
    expect(text).toContain(
      'Subtotal: ₹2,299.00\nItems: 1\nDelivery: ₹99.00\nTotal: ₹2,398.00\nPayment: UPI (pay on the order page)\n\nTrack your order: https://shop.example/orders/t',
    );
  });
});
