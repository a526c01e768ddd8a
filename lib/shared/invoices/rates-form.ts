// The Tax rates form (admin): one row per kind of goods, its HSN code and its rule. One zod
// schema for the form and the server action.
import { z } from '@/lib/shared/validation/zod';
import { ALL_SUB_CATEGORIES } from '@/lib/shared/categories';
import { formatRate, isApparelHsn, isHsn, parseRate } from './tax-rates';
import type { KindRate } from './default-rates';

export const rateRowSchema = z
  .object({
    kind: z.string().refine((k) => ALL_SUB_CATEGORIES.includes(k), 'Unknown kind of goods.'),
    hsn: z
      .string({ error: 'HSN must be text.' })
      .trim()
      .refine(isHsn, 'An HSN code is 4, 6 or 8 digits.'),
    rule: z.enum(['slab', 'fixed'], { error: 'Choose the rate or “by price”.' }),
    rate: z.string({ error: 'Rate must be text.' }).trim(),
  })
  .transform((row, ctx): { kind: string } & KindRate => {
    if (row.rule === 'slab' || isApparelHsn(row.hsn)) {
      return { kind: row.kind, hsn: row.hsn, rule: { kind: 'slab' } };
    }
    const rateBp = parseRate(row.rate);
    if (rateBp === null) {
      ctx.addIssue({ code: 'custom', path: ['rate'], message: 'Enter a rate from 0 to 40 (%).' });
      return z.NEVER;
    }
    return { kind: row.kind, hsn: row.hsn, rule: { kind: 'fixed', rateBp } };
  });

export const taxRatesSchema = z.object({ rows: z.array(rateRowSchema).max(200) });
export type TaxRatesInput = z.input<typeof taxRatesSchema>;

export function rateRowValues(kind: string, rate: KindRate) {
  return {
    kind,
    hsn: rate.hsn,
    rule: rate.rule.kind,
    rate: rate.rule.kind === 'fixed' ? formatRate(rate.rule.rateBp).replace('%', '') : '',
  };
}
