import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '@/lib/shared/security-headers';

// Requests Next cannot take, answered before it sees them. Next decodes the path for its routes
// and answers a malformed percent-escape (`/%ZZ`, a cut or overlong UTF-8 sequence) with a 500 on
// every path; and the WHATWG Request it builds for the proxy and the route handlers refuses the
// TRACE method, which it then logs as a server error. These are the client's mistakes: 400 and
// 405, with the same security headers as every answer, and nothing in the log.

/** The methods this server answers somewhere (each route narrows them in its own 405). */
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** Methods Node's parser takes that Next cannot: TRACE echoes the request, so it is refused. */
const REFUSED_METHODS = new Set(['TRACE']);

export interface Refusal {
  status: 400 | 405;
  message: string;
}

/** True when the path (the query is left to the pages, which read it leniently) will not decode. */
function malformedPath(url: string): boolean {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export function refusalFor(request: IncomingMessage): Refusal | null {
  const method = request.method ?? 'GET';
  if (REFUSED_METHODS.has(method))
    return { status: 405, message: `Method "${method}" not allowed.` };
  if (malformedPath(request.url ?? '/'))
    return { status: 400, message: 'The address has a malformed percent-encoding.' };
  return null;
}

export function sendRefusal(
  request: IncomingMessage,
  response: ServerResponse,
  refusal: Refusal,
): void {
  const api = (request.url ?? '').startsWith('/api/');
  const body = api
    ? JSON.stringify({ detail: refusal.message })
    : `${refusal.status === 400 ? 'Bad Request' : 'Method Not Allowed'}: ${refusal.message}\n`;
  const lines: string[] = [];
  for (const { key, value } of securityHeaders()) lines.push(key, value);
  if (request.headers['x-forwarded-proto'] === 'https')
    lines.push('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if (refusal.status === 405) lines.push('Allow', ALLOW);
  lines.push(
    'Cache-Control',
    'private, no-store',
    'Content-Type',
    api ? 'application/json' : 'text/plain; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(body)),
  );
  response.writeHead(refusal.status, lines);
  response.end(request.method === 'HEAD' ? undefined : body);
}
