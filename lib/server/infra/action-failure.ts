import 'server-only';
import type { ActionFailure } from '@/lib/shared/action-result';
import { DomainError, ValidationError } from '@/lib/server/infra/errors';

/**
 * A thrown error as a typed failure (server actions and the admin's route handlers): domain
 * errors carry a message that is safe to show (and field errors for refused input); anything
 * else is logged and replaced by `fallback`.
 */
export function failureFrom(error: unknown, fallback: string, context: string): ActionFailure {
  if (error instanceof ValidationError) {
    return { ok: false, message: error.message, fieldErrors: error.fields, status: 400 };
  }
  if (error instanceof DomainError) {
    return { ok: false, message: error.message, fieldErrors: {}, status: error.status };
  }
  console.error(`[admin] ${context} failed`, error);
  return { ok: false, message: fallback, fieldErrors: {}, status: 500 };
}
