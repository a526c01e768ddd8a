// The one id rule (lib/shared/ids.ts) as a zod field, for JSON bodies read on the server. Kept
// apart from ids.ts so that the browser's id readers do not bring zod into every page.
import { MAX_DB_ID } from '@/lib/shared/ids';
import { z } from '@/lib/shared/validation/zod';

/**
 * A JSON body field holding an id, as a number or as digits in a string ("12", spaces around
 * allowed); every refusal carries the same `message`, so a client sees one reason whatever it
 * sent.
 */
export function idField(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number({ error: message }).int(message).min(1, message).max(MAX_DB_ID, message));
}
