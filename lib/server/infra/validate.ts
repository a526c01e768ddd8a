import 'server-only';
import type { z } from 'zod';
import { fieldErrorsFrom } from '@/lib/shared/validation/field-errors';
import { ValidationError } from '@/lib/server/infra/errors';

/** The parsed value, or a ValidationError carrying {"field": ["message"]}. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(fieldErrorsFrom(result.error));
  return result.data;
}
