// The one reader of this site's refusals (a 400's `{"field": ["message"]}`, `{"error"}`,
// `{"detail"}`), beside siteFetch rather than in it: the storefront's first load calls siteFetch
// for the cart and never reads a refusal, so this stays out of its bytes.
import { readJson } from '@/lib/browser/site-fetch';
import { isRecord } from '@/lib/shared/is-record';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';

/** A refusal as the browser reads it: the answer's own words, and its messages per field. */
export interface ApiError {
  /** `{"error": "…"}` or `{"detail": "…"}`; null when the answer has neither. */
  message: string | null;
  /** `{"field": ["message"]}` (a single text counts as one message); empty when none. */
  fieldErrors: FieldErrors;
}

/** An answer's parsed body read as an ApiError (anything else reads as no words at all). */
export function apiErrorOf(body: unknown): ApiError {
  if (!isRecord(body)) return { message: null, fieldErrors: {} };
  const { error, detail, ...fields } = body;
  const fieldErrors: FieldErrors = {};
  for (const [field, value] of Object.entries(fields)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (messages.length > 0) fieldErrors[field] = messages;
  }
  const message = typeof error === 'string' ? error : typeof detail === 'string' ? detail : null;
  return { message, fieldErrors };
}

/** An answer's body read as an ApiError. */
export async function readApiError(response: Response): Promise<ApiError> {
  return apiErrorOf(await readJson(response));
}
