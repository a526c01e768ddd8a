import 'server-only';
import { requestHost } from '@/lib/server/infra/base-url';

/**
 * Tells next-auth where the site lives. next-auth v4 reads this from process.env on every
 * request (utils/detect-origin.js): it decides the base of its own redirects and, through
 * the scheme, whether its cookies are `Secure` with the `__Secure-`/`__Host-` names.
 *
 * - PUBLIC_URL set: it is the site's address, so NEXTAUTH_URL = PUBLIC_URL. An https
 *   PUBLIC_URL makes every session, csrf and callback cookie Secure.
 * - PUBLIC_URL unset: next-auth takes the origin from each request (AUTH_TRUST_HOST), its
 *   forwarded host and X-Forwarded-Proto, the same rule the API uses for absolute URLs
 *   (http/base-url.ts). A request that reached the TLS proxy over https gets Secure cookies;
 *   plain http (local development) gets ordinary ones. next-auth then has an origin for
 *   every request and no longer warns that NEXTAUTH_URL is missing.
 *
 * A NEXTAUTH_URL from the environment is replaced either way: PUBLIC_URL is the one setting.
 */
export function configureNextAuthUrl(publicUrl: string | undefined): void {
  if (publicUrl) {
    process.env.NEXTAUTH_URL = publicUrl;
    delete process.env.AUTH_TRUST_HOST;
  } else {
    delete process.env.NEXTAUTH_URL;
    process.env.AUTH_TRUST_HOST = 'true';
  }
}

/**
 * Whether next-auth can build its origin for this request. Without PUBLIC_URL it reads the
 * forwarded host (or Host) as is and fails with a 500 on one that is not a host name; the rule
 * is the base URL's own (lib/server/http/base-url.ts).
 */
export function hasUsableOrigin(headers: Headers): boolean {
  if (process.env.NEXTAUTH_URL) return true;
  // next-auth takes the header whole (no "a, b" lists), so the whole value must be the host.
  const raw = headers.get('x-forwarded-host') ?? headers.get('host');
  return raw !== null && requestHost(headers) === raw.trim();
}
