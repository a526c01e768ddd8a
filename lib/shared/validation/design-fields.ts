// Product write fields of the design: its other colours, its own size chart, its fit note.
import { z } from '@/lib/shared/validation/zod';
import { parseId } from '@/lib/shared/ids';
import { isPlainText } from '@/lib/shared/validation/plain-text';

/** A design in more colours than this is a range, not a swatch row. */
export const MAX_COLOUR_SIBLINGS = 20;

const SIBLINGS_MESSAGE = 'Enter colour_sibling_ids as a list of product ids, e.g. [12, 15].';

/**
 * `colour_sibling_ids`: a list (JSON, or JSON text), comma-joined text or repeated fields of
 * product ids -> unique ids; "" or [] unlinks the product from every other colour.
 */
export const colourSiblingIdsField = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()])), z.null()], {
    error: SIBLINGS_MESSAGE,
  })
  .transform((v, ctx) => {
    let value: unknown = v;
    // Multipart carries the list as JSON text ("[12, 15]"), as it carries size_stock.
    if (typeof v === 'string' && v.trim().startsWith('[')) {
      try {
        value = JSON.parse(v);
      } catch {
        value = undefined;
      }
    }
    const ok = (p: unknown): p is string | number => typeof p === 'string' || typeof p === 'number';
    const parts = value === null ? [] : Array.isArray(value) ? value : [value];
    if (!parts.every(ok)) {
      ctx.addIssue({ code: 'custom', message: SIBLINGS_MESSAGE });
      return z.NEVER;
    }
    const ids: number[] = [];
    for (const part of parts) {
      const texts = typeof part === 'number' ? [String(part)] : part.split(',');
      for (const text of texts) {
        if (text.trim() === '') continue;
        const id = parseId(text.trim());
        if (id === null) {
          ctx.addIssue({ code: 'custom', message: SIBLINGS_MESSAGE });
          return z.NEVER;
        }
        ids.push(id);
      }
    }
    const unique = [...new Set(ids)];
    if (unique.length > MAX_COLOUR_SIBLINGS) {
      ctx.addIssue({
        code: 'custom',
        message: `Choose at most ${MAX_COLOUR_SIBLINGS} other colours.`,
      });
      return z.NEVER;
    }
    return unique;
  });

/** `size_chart_id`: a chart id, or ""/null for "use the chart of its kind". */
export const sizeChartIdField = z
  .union([z.string(), z.number(), z.null()], { error: 'Choose a size chart from the list.' })
  .transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const id = parseId(String(v).trim());
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'Choose a size chart from the list.' });
      return z.NEVER;
    }
    return id;
  });

export const fitNoteField = z
  .string({ error: 'Enter the fit note as text.' })
  .trim()
  .max(160, 'Enter a fit note of at most 160 characters.')
  .refine(isPlainText, 'Enter the fit note without control characters.');
