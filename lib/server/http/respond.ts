import 'server-only';
import { isConnectionError } from '@/lib/server/infra/db';
import {
  ConflictError,
  DomainError,
  LinesUnavailableError,
  NotAuthenticatedError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
} from '@/lib/server/infra/errors';
import { PRIVATE_NO_STORE } from '@/lib/server/infra/cache-headers';
import { corsHeaders } from '@/lib/server/http/cors';
import { ClientAbortError, MethodNotAllowedError } from '@/lib/server/http/http-errors';

/**
 * How an endpoint words its errors: `detail` is the DRF shape most endpoints use
 * ({"detail": "..."} and {"field": ["..."]}); `error` is what the account endpoints answer
 * ({"error": "..."}, docs/product.md §8: clients show the server's `error` field).
 */
export type ErrorStyle = 'detail' | 'error';

const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

const pathOf = (request: Request) => new URL(request.url).pathname.slice(0, 200);

function baseHeaders(request: Request, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  // CORS's `Vary: Origin` joins whatever the answer already varies on.
  for (const [name, value] of Object.entries(corsHeaders(request)))
    if (name === 'Vary') headers.append(name, value);
    else headers.set(name, value);
  // Per-user answers must never sit in a shared cache; catalogue reads are cached on the server.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', PRIVATE_NO_STORE);
  return headers;
}

export function json(
  request: Request,
  body: unknown,
  status = 200,
  headers?: HeadersInit,
): Response {
  return jsonText(request, JSON.stringify(body), status, headers);
}

/** A JSON answer whose body is already serialized (e.g. a cached catalogue list). */
export function jsonText(
  request: Request,
  text: string,
  status = 200,
  headers?: HeadersInit,
): Response {
  const all = baseHeaders(request, headers);
  all.set('Content-Type', 'application/json');
  return new Response(text, { status, headers: all });
}

export function noContent(request: Request): Response {
  return new Response(null, { status: 204, headers: baseHeaders(request) });
}

function messageBody(style: ErrorStyle, message: string): Record<string, unknown> {
  return style === 'error' ? { error: message } : { detail: message };
}

/** The one place domain errors become HTTP answers. Unexpected errors are logged, never shown. */
export function errorResponse(
  request: Request,
  error: unknown,
  style: ErrorStyle = 'detail',
): Response {
  if (error instanceof ValidationError) {
    const body = style === 'error' ? { error: error.message, ...error.fields } : error.fields;
    return json(request, body, 400);
  }
  if (error instanceof ConflictError) {
    // Existing clients expect DRF's answer to a taken unique value: 400, not 409.
    const body =
      style === 'error'
        ? { error: error.message }
        : error.field
          ? { [error.field]: [error.message] }
          : { detail: error.message };
    return json(request, body, 400);
  }
  if (error instanceof LinesUnavailableError) {
    return json(request, { ...messageBody(style, error.message), lines: error.lines }, 409);
  }
  if (error instanceof TooManyRequestsError) {
    return json(request, messageBody(style, error.message), 429, {
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  if (error instanceof NotAuthenticatedError) {
    return json(request, messageBody(style, error.message), 401, {
      'WWW-Authenticate': 'Bearer realm="api"',
    });
  }
  if (error instanceof MethodNotAllowedError) {
    return json(request, messageBody(style, error.message), 405, { Allow: error.allow.join(', ') });
  }
  if (error instanceof ServiceUnavailableError)
    return unavailableResponse(request, style, error.message);
  if (error instanceof ClientAbortError) {
    // Nobody is left to read the answer, and it is no fault of ours: one info line at most.
    console.info(`[api] client aborted the request: ${request.method} ${pathOf(request)}`);
    return json(request, messageBody(style, error.message), error.status);
  }
  if (error instanceof DomainError)
    return json(request, messageBody(style, error.message), error.status);
  if (isConnectionError(error)) {
    console.error('[api] database unavailable:', error);
    return unavailableResponse(request, style, new ServiceUnavailableError().message);
  }
  console.error(`[api] ${request.method} ${pathOf(request)} failed:`, error);
  return json(request, messageBody(style, 'Internal server error.'), 500);
}

function unavailableResponse(request: Request, style: ErrorStyle, message: string): Response {
  return json(request, messageBody(style, message), 503, {
    'Retry-After': String(RETRY_AFTER_UNAVAILABLE_SECONDS),
  });
}
