// A product's price, sale price and the sale's last day as the product schema reads them
// (lib/shared/validation/product.ts): rupees typed or sent become decimal text, a sale ends on a
// day in India time. The price's refusals are the shop's first words, kept verbatim.
import { rupeesText } from '@/lib/shared/money';
import { shopDayEnd } from '@/lib/shared/shop-day';
import { z } from '@/lib/shared/validation/zod';

export const PRICE_MAX = 10_000_000;

/** How `rupees` words each refusal: the price's are the shop's first words, the sale price's its own. */
interface PriceWords {
  notAPrice: string;
  notAbove0: string;
  decimals: string;
  tooHigh: string;
}

/** Rupees typed or sent (1499, "1499.50") -> "1499.50"; above 0, at most 2 decimals and PRICE_MAX. */
const rupees = (words: PriceWords) =>
  z.union([z.string(), z.number()], { error: words.notAPrice }).transform((v, ctx) => {
    const raw = typeof v === 'number' ? String(v) : v.trim();
    if (raw === '' || !/^\d+(\.\d+)?$/.test(raw) || !Number.isFinite(Number(raw))) {
      ctx.addIssue({
        code: 'custom',
        message: /^-\d/.test(raw) ? words.notAbove0 : words.notAPrice,
      });
      return z.NEVER;
    }
    const n = Number(raw);
    if (n <= 0) {
      ctx.addIssue({ code: 'custom', message: words.notAbove0 });
      return z.NEVER;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: words.decimals });
      return z.NEVER;
    }
    if (n > PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: words.tooHigh });
      return z.NEVER;
    }
    return rupeesText(n);
  });

// The Add/Edit product messages of the shop's first version (name, categories, price, stock) are
// kept word for word (checked by tests/unit/seed-messages.test.ts); the others say what to do.
export const priceField = rupees({
  notAPrice: 'Valid price is required',
  notAbove0: 'Price must be greater than 0',
  decimals: 'Enter the price with at most 2 decimal places.',
  tooHigh: 'Enter a price of at most ₹1,00,00,000.',
});

/** A sale price: empty or null ends the sale; otherwise rupees like `price`. */
const saleRupees = rupees({
  notAPrice: 'Enter the sale price in rupees, e.g. 999, or leave it empty.',
  notAbove0: 'Enter a sale price above ₹0, or leave it empty.',
  decimals: 'Enter the sale price with at most 2 decimal places.',
  tooHigh: 'Enter a sale price of at most ₹1,00,00,000.',
});
export const salePriceField = z
  .union([z.string(), z.number(), z.null()], {
    error: 'Enter the sale price in rupees, e.g. 999, or leave it empty.',
  })
  .transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const parsed = saleRupees.safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The sale's last day ("2026-12-31", it runs to the end of that day in India), or empty. */
export const saleEndsField = z
  .union([z.string(), z.null()], { error: 'Enter the sale’s last day as a date, e.g. 2026-12-31.' })
  .transform((v, ctx) => {
    if (v === null || v.trim() === '') return null;
    const end = shopDayEnd(v.trim().slice(0, 10));
    if (!end) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter the sale’s last day as a date, e.g. 2026-12-31.',
      });
      return z.NEVER;
    }
    return end;
  });
