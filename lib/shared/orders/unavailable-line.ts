// The 409 "can't sell this line" answer: one line of an order (or of a confirm) that the stock or
// the catalogue cannot meet, as POST /api/orders/ sends it (docs/api.md). The server writes the
// wire shape (`UnavailableLine`); the cart page reads it back through the same schema into its own
// shape (`OrderConflict`), leniently: a line it cannot read is dropped, a missing count is 0.
import { z } from '@/lib/shared/validation/zod';

/** Why: the product is gone or switched off, the size is not offered, or too few are left. */
export const UNAVAILABLE_REASONS = [
  'not_found',
  'unavailable',
  'size_not_offered',
  'sold_out',
  'too_few',
] as const;

export const unavailableLineSchema = z
  .object({
    product_id: z.number().int(),
    size: z
      .string()
      .nullable()
      .catch(null)
      .transform((size) => size || null),
    reason: z.enum(UNAVAILABLE_REASONS),
    /** How many can still be had (0 when none). */
    available: z
      .number()
      .int()
      .catch(0)
      .transform((n) => Math.max(0, n)),
    message: z.string().catch(''),
  })
  .transform((line) => ({
    productId: line.product_id,
    size: line.size,
    reason: line.reason,
    available: line.available,
    message: line.message,
  }));

/** One refused line on the wire (the server builds these). */
export type UnavailableLine = z.input<typeof unavailableLineSchema>;
/** One refused line as the cart takes it in. */
export type OrderConflict = z.output<typeof unavailableLineSchema>;

/** `"Linen Shirt" in size M`, or `"Cap"` without a size: how a refusal names the line. */
export function lineLabel(name: string, size: string | null): string {
  return size === null ? `"${name}"` : `"${name}" in size ${size}`;
}

/** The refusal of a line with `left` in stock: sold out, or only so many left. */
export function shortStockMessage(label: string, left: number): string {
  return left > 0 ? `Only ${left} left of ${label}.` : `${label} is sold out.`;
}
