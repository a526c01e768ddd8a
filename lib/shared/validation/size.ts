// A chosen size arriving from outside (a cart line, an order line, a notify request): "M", "m"
// or " 9 " -> "M" / "9"; null, "" or absent -> no size; anything but a known size -> refused.
import { z } from 'zod';
import { ALL_SIZES, isKnownSize } from '@/lib/shared/sizes';

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
