// The one way the browser calls this site's own endpoints (the cart, orders, the wanted list,
// the admin's saves, deletes and imports, registration): same-origin credentials, so the
// next-auth session cookie says who is asking (our pages send no bearer token); JSON asked for;
// a `json` body sent as JSON, a `form` as multipart. It throws as fetch throws (a dropped
// connection, an abort): each caller decides what a failure means to the person waiting. A
// refusal's body is read by readApiError, whatever the endpoint.

import { isRecord } from '@/lib/shared/is-record';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';

export interface SiteRequest {
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Tests pass a fake; pages never do. */
  fetchImpl?: typeof fetch;
}

export function siteFetch(
  method: string,
  path: string,
  { json, form, signal, fetchImpl = fetch }: SiteRequest = {},
): Promise<Response> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers:
      json === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
  };
  if (json !== undefined) init.body = JSON.stringify(json);
  else if (form) init.body = form;
  if (signal) init.signal = signal;
  return fetchImpl(path, init);
}

/** The answer's body as JSON, or null when it is not JSON (a proxy's error page, nothing). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

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

/**
 * The one reader of this site's refusals (a 400's `{"field": ["message"]}`, `{"error"}`,
 * `{"detail"}`): the answer's body read as an ApiError.
 */
export async function readApiError(response: Response): Promise<ApiError> {
  return apiErrorOf(await readJson(response));
}
