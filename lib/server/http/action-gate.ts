import 'server-only';
import { isCsrfOriginAllowed } from 'next/dist/server/app-render/csrf-protection';
import { ACTION_ALLOWED_ORIGINS, SMALL_BODY_BYTES } from '@/lib/shared/server-action-limits';

// The proxy's gate in front of Next's server-action handler (proxy.ts). Server actions can be
// invoked at any page path, and Next reads and decodes an action's body before the action can
// ask who is calling. So the gate decides from the request line and headers alone, and a
// refused body is never decoded (Next 16 still takes the rest of the upload in before the
// proxy's answer goes out, keeping at most proxyClientMaxBodySize of it):
// - a body over SMALL_BODY_BYTES, or one without a declared length, is refused with 413 (Next's
//   own limit would answer a 500 after reading it);
// - a server action posted from another site is refused with 403 (Next refuses it too, but
//   as a 500 with a logged server error).

const ACTION_HEADER = 'next-action';

/**
 * Next's test for a request its action handler processes and checks the Origin of
 * (server-action-request-meta.js, action-handler.js): a POST with a Next-Action header or a
 * multipart body (a form posted without JavaScript), except a urlencoded body, which Next
 * turns away before that check. Case-sensitive, as Next compares.
 */
export function isCheckedAction(method: string, headers: Headers): boolean {
  if (method !== 'POST') return false;
  const contentType = headers.get('content-type');
  if (contentType === 'application/x-www-form-urlencoded') return false;
  return headers.has(ACTION_HEADER) || Boolean(contentType?.startsWith('multipart/form-data'));
}

/**
 * Next's CSRF rule for server actions, mirrored: the Origin's host must be the request's own
 * host (the first X-Forwarded-Host, else Host) or one of `allowedOrigins`. A request with no
 * Origin passes, as in Next: only browsers attach a visitor's cookies, and they send an Origin
 * with every POST. An Origin Next could not even parse (it would answer 500) is foreign here.
 */
export function isForeignOrigin(
  headers: Headers,
  allowedOrigins: string[] = ACTION_ALLOWED_ORIGINS,
): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  if (!originHost) return false;
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = forwarded || headers.get('host');
  if (host && originHost === host) return false;
  return !isCsrfOriginAllowed(originHost, allowedOrigins);
}

/**
 * Whether the body may be larger than `limit`: a declared Content-Length over it, or a body
 * sent without one (chunked), whose size is known only after reading it. GET and HEAD bodies
 * are never read.
 */
export function isLargeBody(method: string, headers: Headers, limit = SMALL_BODY_BYTES): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const length = headers.get('content-length');
  if (length !== null) return !/^\d{1,15}$/.test(length.trim()) || Number(length) > limit;
  return headers.has('transfer-encoding');
}

export interface GateOptions {
  allowedOrigins?: string[];
  limit?: number;
}

function refuse(status: 403 | 413, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The proxy's answer for a request that must not reach the page or action, else null. */
export function actionGate(request: Request, options: GateOptions = {}): Response | null {
  const { method, headers } = request;
  if (isCheckedAction(method, headers) && isForeignOrigin(headers, options.allowedOrigins)) {
    return refuse(403, 'Forbidden: this form was sent from another site.');
  }
  if (isLargeBody(method, headers, options.limit)) {
    const limit = Math.round((options.limit ?? SMALL_BODY_BYTES) / 1024);
    return refuse(413, `Payload too large: send at most ${limit} KB, with a declared length.`);
  }
  return null;
}
