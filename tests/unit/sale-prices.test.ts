// Sale prices (lib/shared/sale.ts): what a shopper pays now, the saving shown, when a sale runs,
// and the sale's last day in India's time.
import { describe, expect, it } from 'vitest';
import { bulkEditQuestion } from '@/lib/shared/admin/bulk-edit';
import { salePatch } from '@/lib/shared/admin/bulk-sale';
import { currentPrice, saleRuns, savingText } from '@/lib/shared/sale';
import { lastSaleDay } from '@/lib/shared/sale-days';
import { shopDayEnd as endOfIndianDay } from '@/lib/shared/shop-day';
import { bulkChangeSchema } from '@/lib/shared/validation/bulk-edit';

describe('sale prices', () => {
  it('charge the sale price while it runs and show the saving', () => {
    expect(currentPrice({ price: '1999.00', salePrice: '1499.00' })).toBe('1499.00');
    expect(currentPrice({ price: '1999.00', salePrice: null })).toBe('1999.00');
    expect(currentPrice({ price: '1999.00' })).toBe('1999.00');
    expect(savingText({ price: '1999.00', salePrice: '1499.00' })).toBe('Save ₹500.00 (25%)');
    expect(savingText({ price: '1999.00', salePrice: null })).toBeNull();
  });

  it('run only below the price and until their end', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(saleRuns('1999.00', '1499.00', null, now)).toBe(true);
    expect(saleRuns('1999.00', '1999.00', null, now)).toBe(false);
    expect(saleRuns('1999.00', '2499.00', null, now)).toBe(false);
    expect(saleRuns('1999.00', '1499.00', new Date('2026-11-26T10:00:01Z'), now)).toBe(true);
    expect(saleRuns('1999.00', '1499.00', new Date('2026-11-26T10:00:00Z'), now)).toBe(false);
  });

  it('end at midnight in India after their last day, and read back as that day', () => {
    const end = endOfIndianDay('2026-12-31')!;
    expect(end.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(lastSaleDay(end.toISOString())).toBe('2026-12-31');
    expect(endOfIndianDay('2026-02-31')).toBeNull();
    expect(endOfIndianDay('31/12/2026')).toBeNull();
    expect(lastSaleDay(null)).toBe('');
  });
});

describe('a sale by bulk edit', () => {
  const shirt = {
    id: 1,
    name: 'Shirt',
    price: '1999.00',
    available: true,
    mainCategory: 'mens',
    subCategory: 'Shirt',
  };

  it('cuts each price by the percentage, to the rupee, until the last day', () => {
    const change = bulkChangeSchema.parse({
      action: 'put_on_sale',
      percent: '20',
      sale_ends_at: '2026-12-31',
    });
    expect(change.action === 'put_on_sale' && salePatch(shirt, change)).toEqual({
      salePrice: '1599.00',
      saleEndsAt: new Date('2026-12-31T18:30:00.000Z'),
    });
    const again = {
      ...shirt,
      salePrice: '1599.00',
      saleEndsAt: new Date('2026-12-31T18:30:00.000Z'),
    };
    expect(change.action === 'put_on_sale' && salePatch(again, change)).toBeNull();
    expect(bulkEditQuestion(change, 12)).toBe(
      'Put 12 products on sale at 20% off until 2026-12-31?',
    );
  });

  it('ends a sale, leaving products without one alone', () => {
    const end = bulkChangeSchema.parse({ action: 'end_sale' });
    expect(end.action === 'end_sale' && salePatch({ ...shirt, salePrice: '1599.00' }, end)).toEqual(
      {
        salePrice: null,
        saleEndsAt: null,
      },
    );
    expect(end.action === 'end_sale' && salePatch(shirt, end)).toBeNull();
    expect(bulkChangeSchema.safeParse({ action: 'put_on_sale', percent: '95' }).success).toBe(
      false,
    );
  });
});
