import 'server-only';
import { callerFrom } from '@/lib/server/auth/session-caller';
import type { Caller } from '@/lib/server/auth/roles';
import { requestAddress, requestBaseUrl } from '@/lib/server/infra/base-url';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who is asking an /api endpoint: a bearer token, or the site's own session cookie. A cookie
 * only counts for a write when the request comes from this site (its Origin header, when the
 * browser sends one, is ours): another site can never spend a visitor's session (CSRF).
 */
export async function apiCaller(request: Request): Promise<Caller | null> {
  const bearer = /^bearer\s/i.test(request.headers.get('authorization') ?? '');
  if (!bearer && !SAFE_METHODS.has(request.method) && !sameOrigin(request)) return null;
  return callerFrom(request);
}

function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true; // not a browser's cross-site request: browsers send Origin on those
  const own = new Set([
    requestBaseUrl(request),
    requestAddress(request),
    new URL(request.url).origin,
  ]);
  return own.has(origin.replace(/\/+$/, ''));
}
