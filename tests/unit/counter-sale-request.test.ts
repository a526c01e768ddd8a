// The counter sale's contract (lib/shared/counter/sale-request.ts) and its WhatsApp receipt
// (lib/shared/counter/receipt-message.ts): what the server reads from the till's body (paise,
// basis points, a normalised phone and GSTIN) and which fields it refuses, by their dotted keys;
// the receipt's words and its length on a long bill.
import { describe, expect, it } from 'vitest';
import { counterSaleSchema, parsePercent } from '@/lib/shared/counter/sale-request';
import { counterReceiptLink, counterReceiptMessage } from '@/lib/shared/counter/receipt-message';
import { fieldErrorsFrom } from '@/lib/shared/validation/field-errors';

const KEY = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const body = (extra: Record<string, unknown> = {}) => ({
  idempotency_key: KEY,
  lines: [{ product_id: 7, size: 'm', qty: 2 }],
  payments: [{ method: 'cash', amount: '1998', tendered: 2000 }],
  ...extra,
});
const errors = (value: unknown) => {
  const result = counterSaleSchema.safeParse(value);
  return result.success ? {} : fieldErrorsFrom(result.error, 'dotted');
};

describe('counterSaleSchema', () => {
  it('reads rupees as paise, a percentage as basis points, the phone and GSTIN normalised', () => {
    const sale = counterSaleSchema.parse(
      body({
        lines: [
          {
            product_id: 7,
            size: 'M',
            qty: 2,
            discount: { kind: 'percent', value: '12.5' },
            discount_reason: 'Old stock',
          },
        ],
        bill_discount: { kind: 'amount', value: '₹1,00.50' },
        bill_discount_reason: 'Festival',
        customer: { name: 'Acme Traders', phone: '098450 12345', gstin: ' 24aaacc1206d1zm ' },
        expected_total: '1,748.50',
      }),
    );
    expect(sale.lines[0]!.discount).toEqual({ kind: 'percent', value: 1_250 });
    expect(sale.bill_discount).toEqual({ kind: 'amount', value: 10_050 });
    expect(sale.payments).toEqual([{ method: 'cash', amount: 199_800, tendered: 200_000 }]);
    expect(sale.customer).toEqual({
      name: 'Acme Traders',
      phone: '+919845012345',
      gstin: '24AAACC1206D1ZM',
    });
    expect(sale.expected_total).toBe(174_850);
  });

  it('names each refused field by its dotted path', () => {
    expect(
      errors(
        body({
          lines: [{ product_id: 7, size: 'M', qty: 21 }],
          payments: [{ method: 'cash', amount: '0' }],
          customer: { phone: '12345' },
        }),
      ),
    ).toEqual({
      'lines.0.qty': ['Quantity must be a whole number from 1 to 20.'],
      'payments.0.amount': ['Enter an amount more than ₹0.'],
      'customer.phone': ['Enter a 10-digit Indian mobile number, e.g. 98765 43210.'],
    });
    // The rules across fields are checked once each field reads well.
    expect(
      errors(
        body({
          lines: [{ product_id: 7, size: 'M', qty: 1, discount: { kind: 'final', value: '0' } }],
          payments: [{ method: 'card', amount: '10', tendered: '20' }],
          customer: { gstin: '29AAGCB7383J1Z4' },
        }),
      ),
    ).toEqual({
      'lines.0.discount_reason': ['Say why the discount is given.'],
      'payments.0.tendered': ['Only cash has an amount given.'],
      'customer.name': ['Enter the business’s name for its GST invoice.'],
    });
    expect(errors(body({ idempotency_key: 'short' }))).toHaveProperty('idempotency_key');
    expect(errors(body({ payments: [{ method: 'cash', amount: '100', tendered: '50' }] }))).toEqual(
      {
        'payments.0.tendered': ['The cash given is less than the cash part of the bill.'],
      },
    );
    expect(
      errors(
        body({
          payments: [
            { method: 'upi', amount: '1' },
            { method: 'upi', amount: '2' },
          ],
        }),
      ),
    ).toEqual({ payments: ['Give each payment method once.'] });
  });

  it('reads percentages from 0 to 100 with two decimals', () => {
    expect(parsePercent('10')).toBe(1_000);
    expect(parsePercent('12.5%')).toBe(1_250);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('100.01')).toBeNull();
    expect(parsePercent('-5')).toBeNull();
  });
});

describe('the WhatsApp receipt', () => {
  const line = (name: string, discount = '0.00', reason = '') => ({
    productId: 1,
    name,
    size: 'M',
    qty: 2,
    unitPrice: '2999.00',
    lineTotal: '5200.00',
    discount,
    discountReason: reason,
  });
  const sale = {
    number: 'SPM-1042',
    lines: [line('Linen Blazer', '798.00', 'Loyal customer')],
    billDiscount: '520.00',
    billDiscountReason: 'Festival',
    total: '4680.00',
    counterPayments: [
      { method: 'cash' as const, amount: '680.00', tendered: '700.00', change: '20.00' },
      { method: 'upi' as const, amount: '4000.00', tendered: null, change: null },
    ],
  };
  const ctx = { shopName: 'Style Point', invoiceUrl: 'https://shop.example/orders/t/invoice.pdf' };

  it('says the shop, the number, each line, the discounts, the total, how it was paid', () => {
    expect(counterReceiptMessage(sale, ctx)).toBe(
      [
        'Thank you for shopping at Style Point!',
        'Bill SPM-1042',
        '',
        '1. Linen Blazer (M) × 2 = ₹5,200.00',
        '   Discount −₹798.00 (Loyal customer)',
        '',
        'Bill discount: −₹520.00 (Festival)',
        'Total: ₹4,680.00',
        'Paid by: Cash ₹680.00, UPI ₹4,000.00',
        'Invoice: https://shop.example/orders/t/invoice.pdf',
      ].join('\n'),
    );
  });

  it('links to the customer’s phone, and to nobody without one', () => {
    const link = counterReceiptLink(sale, ctx, '+919845012345')!;
    expect(link.startsWith('https://wa.me/919845012345?text=')).toBe(true);
    expect(counterReceiptLink(sale, ctx, '')).toBeNull();
  });

  it('keeps a long bill’s link under 4,000 characters, the total and invoice always in', () => {
    const long = {
      ...sale,
      lines: Array.from({ length: 60 }, (_, i) =>
        line(`Handloom cotton kurta with embroidered yoke ${i}`, '100.00', 'Display piece'),
      ),
    };
    const link = counterReceiptLink(long, ctx, '+919845012345')!;
    expect(link.length).toBeLessThanOrEqual(4000);
    const text = new URL(link).searchParams.get('text')!;
    expect(text).toContain('Total: ₹4,680.00');
    expect(text).toContain('Invoice: https://shop.example/orders/t/invoice.pdf');
    expect(text).toMatch(/…and \d+ more \(see the invoice\)/);
  });
});
