import { describe, expect, it } from 'vitest';
import { formatPrice, formatRupees, rupeesText } from '@/lib/shared/money';

const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('formatPrice', () => {
  it('writes what Intl en-IN writes, with the rupee sign in front', () => {
    const values = [
      0, 0.5, 1, 9.99, 10, 99.9, 100, 999, 999.99, 1000, 1499, 9999.5, 12345.67, 99999.99, 100000,
      123456.5, 999999.99, 1234567.89, 12345678, 123456789.01, 9876543210.25, 0.004, 1.25, 2.675,
      -1499, -0.5, -123456.78,
    ];
    for (const value of values) {
      const expected = value < 0 ? `₹-${intl.format(-value)}` : `₹${intl.format(value)}`;
      expect(formatPrice(value), String(value)).toBe(expected);
    }
  });

  it('takes the API text form of a price', () => {
    expect(formatPrice('1499')).toBe('₹1,499.00');
    expect(formatPrice('123456.5')).toBe('₹1,23,456.50');
    expect(formatPrice('0.10')).toBe('₹0.10');
    expect(formatPrice(123456.5)).toBe('₹1,23,456.50');
  });

  it('writes a price it cannot read as zero rather than NaN', () => {
    expect(formatPrice('abc')).toBe('₹0.00');
    expect(formatPrice(Number.NaN)).toBe('₹0.00');
    expect(formatPrice(Number.POSITIVE_INFINITY)).toBe('₹0.00');
  });
});

describe('formatRupees', () => {
  it('writes whole rupees from paise with Indian grouping, paise dropped', () => {
    expect(formatRupees(100000)).toBe('₹1,000');
    expect(formatRupees(12345678950)).toBe('₹12,34,56,789');
    expect(formatRupees(50)).toBe('₹0');
  });
});

describe('rupeesText', () => {
  it('writes a decimal column or a number as rupees with two decimals, to the paisa', () => {
    expect(rupeesText('1499')).toBe('1499.00');
    expect(rupeesText('1499.5')).toBe('1499.50');
    expect(rupeesText(0.1 + 0.2)).toBe('0.30');
    expect(rupeesText('10000000.00')).toBe('10000000.00');
  });
});
