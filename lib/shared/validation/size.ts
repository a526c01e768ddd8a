// Sizes arriving from outside: a product's offered sizes and its stock per size (product writes),
// and a chosen size (a cart line, an order line, a notify request).
import { z } from '@/lib/shared/validation/zod';
import { ALL_SIZES, isKnownSize } from '@/lib/shared/sizes';
import { isRecord } from '@/lib/shared/is-record';

/** The most of anything the shop counts: one product's stock, one size's stock. */
export const STOCK_MAX = 1_000_000;

/** Comma-joined text or a list (checkboxes, repeated fields) -> ordered subset of `allowed`. */
export function sizeListField(allowed: readonly string[], label: string) {
  return z
    .union([z.string(), z.array(z.string())], { error: `${label} must be a list of sizes.` })
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v : v.split(','))
        .flatMap((p) => p.split(','))
        .map((p) => p.trim().toUpperCase())
        .filter(Boolean);
      const unknown = parts.filter((p) => !allowed.includes(p));
      if (unknown.length) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be chosen from ${allowed.join(', ')}.`,
        });
        return z.NEVER;
      }
      return allowed.filter((s) => parts.includes(s));
    });
}

/**
 * `size_stock`: JSON text (multipart), an object (JSON body) or null -> counts by size, or null
 * for "not tracked per size". Each count is a whole number from 0 to STOCK_MAX; whether each key
 * is a size the product offers is checked by the data layer, which knows the stored sizes.
 */
export const sizeStockField = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.null()], {
    error: 'Size stock must be an object of counts by size, e.g. {"S": 2, "M": 0}.',
  })
  .transform((v, ctx): Record<string, number> | null => {
    let value: unknown = v;
    if (typeof v === 'string') {
      const raw = v.trim();
      if (raw === '' || raw === 'null') return null;
      try {
        value = JSON.parse(raw);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'Size stock must be valid JSON, e.g. {"S": 2, "M": 0}.',
        });
        return z.NEVER;
      }
    }
    if (value === null) return null;
    if (!isRecord(value)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Size stock must be an object of counts by size, e.g. {"S": 2, "M": 0}.',
      });
      return z.NEVER;
    }
    const counts: Record<string, number> = {};
    for (const [key, count] of Object.entries(value)) {
      const size = key.trim().toUpperCase();
      const n = typeof count === 'string' && /^\d+$/.test(count.trim()) ? Number(count) : count;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > STOCK_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `Size stock for "${key.slice(0, 20)}" must be a whole number from 0 to ${STOCK_MAX}.`,
        });
        return z.NEVER;
      }
      if (size in counts) {
        ctx.addIssue({ code: 'custom', message: `Size stock names "${size}" twice.` });
        return z.NEVER;
      }
      counts[size] = n;
    }
    return counts;
  });

/**
 * A chosen size: "M", "m" or " 9 " -> "M" / "9"; null, "" or absent -> no size; anything but a
 * known size -> refused.
 */
export const chosenSizeField = z
  .union([z.string(), z.number(), z.null()], { error: 'Send the size as text, e.g. "M".' })
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined) return null;
    const text = String(v).trim().toUpperCase();
    if (text === '') return null;
    if (!isKnownSize(text)) {
      ctx.addIssue({ code: 'custom', message: `Size must be one of ${ALL_SIZES.join(', ')}.` });
      return z.NEVER;
    }
    return text;
  });
