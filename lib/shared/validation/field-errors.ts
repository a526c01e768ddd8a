// Refused input, field by field: the one shape the /api's 400 body ({"field": ["message"]}), the
// server actions' failures and the forms' server errors share, and the one way zod's issues
// become it.
import type { z } from '@/lib/shared/validation/zod';

/** Messages per field; refusals that name no field sit under NON_FIELD. */
export type FieldErrors = Record<string, string[]>;

/** The key of messages about the input as a whole (the wire's name for them). */
export const NON_FIELD = 'non_field_errors';

/**
 * zod's issues as FieldErrors. `field` keys each message by the field it is in (the path's first
 * segment: the wire's and a flat form's names); `dotted` by its whole path (`rows.2.values.1`),
 * as react-hook-form names the cells of a grid.
 */
export function fieldErrorsFrom(
  error: z.ZodError,
  paths: 'field' | 'dotted' = 'field',
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key =
      issue.path.length === 0
        ? NON_FIELD
        : paths === 'field'
          ? String(issue.path[0])
          : issue.path.map(String).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
