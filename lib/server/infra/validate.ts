import 'server-only';
import type { z } from 'zod';
import { fieldErrorsFrom } from '@/lib/shared/validation/field-errors';
import { ValidationError } from '@/lib/server/infra/errors';

/**
 * The parsed value, or a ValidationError carrying {"field": ["message"]}; `dotted` names each
 * message by its whole path ("rows.2.hsn"), for forms whose fields are cells of a grid.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  value: unknown,
  paths: 'field' | 'dotted' = 'field',
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fieldErrorsFrom(result.error, paths));
  return result.data;
}
