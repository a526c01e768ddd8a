import 'server-only';
import type { SaveResult } from '@/lib/shared/admin/save-result';
import { DomainError, ValidationError } from '@/lib/server/infra/errors';

type Failure = Extract<SaveResult, { ok: false }>;

/**
 * A thrown error as a typed action result: domain errors carry a message that is safe to show
 * (and field errors for refused input); anything else is logged and replaced by `fallback`.
 */
export function failureFrom(error: unknown, fallback: string, context: string): Failure {
  if (error instanceof ValidationError) {
    return { ok: false, message: error.message, fieldErrors: error.fields, status: 400 };
  }
  if (error instanceof DomainError) {
    return { ok: false, message: error.message, fieldErrors: {}, status: error.status };
  }
  console.error(`[admin] ${context} failed`, error);
  return { ok: false, message: fallback, fieldErrors: {}, status: 500 };
}
