// One size chart schema for the admin's chart editor (its form and the server's re-check).
// Measurements arrive as typed text; each must be a number above 0 with one decimal at most.
// Errors name the cell ("rows.2.values.1") so the editor shows each message on its field.
import { z } from '@/lib/shared/validation/zod';
import { CHART_KIND_VALUES } from '@/lib/shared/size-charts/kinds';
import { ALL_SIZES } from '@/lib/shared/sizes';
import { isPlainText } from '@/lib/shared/validation/plain-text';

/** More columns than this do not fit a phone's screen, nor does any garment need them. */
export const MAX_MEASUREMENTS = 12;
/** The largest measurement accepted, in either unit (a long kurta is ~120 cm). */
export const MEASURE_MAX = 400;

const measurementName = z
  .string({ error: 'Enter the measurement name.' })
  .trim()
  .min(1, 'Enter the measurement name, e.g. Chest.')
  .max(30, 'Enter a measurement name of at most 30 characters.')
  .refine(isPlainText, 'Enter the name without control characters.');

/** "96", "96.5" or 96 -> 96.5; text, negatives, 0 and too many decimals are refused. */
const measure = z
  .union([z.string(), z.number()], { error: 'Enter a number, e.g. 96 or 96.5.' })
  .transform((v, ctx) => {
    const raw = typeof v === 'number' ? String(v) : v.trim();
    if (/^-/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a number above 0.' });
      return z.NEVER;
    }
    if (!/^\d+(\.\d+)?$/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a number, e.g. 96 or 96.5.' });
      return z.NEVER;
    }
    const n = Number(raw);
    if (n <= 0 || n > MEASURE_MAX) {
      ctx.addIssue({
        code: 'custom',
        message: `Enter a number above 0 and at most ${MEASURE_MAX}.`,
      });
      return z.NEVER;
    }
    if (!/^\d+(\.\d)?$/.test(raw)) {
      ctx.addIssue({ code: 'custom', message: 'Enter the number with one decimal place at most.' });
      return z.NEVER;
    }
    return n;
  });

const row = z.object({
  size: z.enum(ALL_SIZES as [string, ...string[]], { error: 'Choose a size from the list.' }),
  values: z.array(measure, { error: 'Enter the measurements of this size.' }),
});

export const sizeChartSchema = z
  .object({
    name: z
      .string({ error: 'Enter the chart name.' })
      .trim()
      .min(1, 'Enter the chart name, e.g. Shirts.')
      .max(60, 'Enter a chart name of at most 60 characters.')
      .refine(isPlainText, 'Enter the name without control characters.'),
    kind: z
      .union([z.enum(CHART_KIND_VALUES), z.literal(''), z.null()], {
        error: 'Choose a kind of garment from the list.',
      })
      .transform((v) => (v ? v : null)),
    unit: z.enum(['cm', 'in'], { error: 'Choose cm or inches.' }),
    how_to_measure: z
      .string({ error: 'Enter how to measure as text.' })
      .trim()
      .max(1000, 'Enter at most 1,000 characters on how to measure.')
      .refine(isPlainText, 'Enter the text without control characters.'),
    measurements: z
      .array(measurementName, { error: 'Enter the measurements.' })
      .min(1, 'Enter at least one measurement, e.g. Chest.')
      .max(MAX_MEASUREMENTS, `Enter at most ${MAX_MEASUREMENTS} measurements.`),
    rows: z
      .array(row, { error: 'Enter the sizes.' })
      .min(1, 'Add at least one size.')
      .max(ALL_SIZES.length, 'Add each size once.'),
  })
  .superRefine((chart, ctx) => {
    const seen = new Set<string>();
    chart.rows.forEach((r, i) => {
      if (seen.has(r.size)) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'size'], message: 'Add each size once.' });
      }
      seen.add(r.size);
      if (r.values.length !== chart.measurements.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i, 'values'],
          message: `Enter ${chart.measurements.length} measurements for size ${r.size}.`,
        });
      }
    });
    const names = chart.measurements.map((m) => m.toLowerCase());
    names.forEach((name, i) => {
      if (names.indexOf(name) !== i) {
        ctx.addIssue({
          code: 'custom',
          path: ['measurements', i],
          message: 'Enter each measurement once.',
        });
      }
    });
  });
