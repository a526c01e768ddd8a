import 'server-only';
import { getToken } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { env } from '../env';

// next-auth names the session cookie by the site's scheme: `__Secure-` over https.
const SECURE_COOKIE = [true, false] as const;

/**
 * Whether the request's session cookie is a signed, unexpired next-auth session of a superuser:
 * decrypted with the app's secret, no database involved, so the proxy can ask it before any
 * body is read. It only decides how large a body may be; the admin action itself still checks
 * the account, its token version and the session's revocation (lib/server/auth/caller.ts).
 */
export async function hasAdminSession(request: NextRequest): Promise<boolean> {
  // Only the cookie: without a headers object getToken cannot fall back to a bearer header
  // (API tokens are another format and are not used by server actions).
  const req = { cookies: request.cookies, headers: new Headers() } as unknown as NextRequest;
  const secret = env().AUTH_SECRET;
  for (const secureCookie of SECURE_COOKIE) {
    const token = await getToken({ req, secret, secureCookie });
    if (token) return token.isSuperuser === true && Number.isSafeInteger(token.uid);
  }
  return false;
}
