import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/server/infra/env';

// The public base URL (no trailing slash) for every absolute link the server writes: canonical
// links, the sitemap, JSON-LD, share cards, the cart's WhatsApp links and the API's image and
// paging URLs. PUBLIC_URL when configured; otherwise the address this request came to, so a
// shop running without it still links to itself. The request's address is client input (a
// forged Host lands in links), so it is used only when it is a plain host name. A header that
// is present but no host name sends us to the server's own address, not to the next header in
// line: next-auth refuses such a request outright, and the page cache (which moves the visitor's
// Host into X-Forwarded-Host) then renders the same links as a direct render.

/** A host name or IPv4 address with an optional port: nothing that can leave a URL's authority. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The first value of a header a chain of proxies may have appended to ("a, b"). */
function firstValue(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim();
}

/** The host a request names (forwarded host, else Host) when it is a plain host name. */
export function requestHost(requestHeaders: Headers): string | undefined {
  const host =
    firstValue(requestHeaders.get('x-forwarded-host')) || requestHeaders.get('host')?.trim();
  return host && HOST.test(host) ? host : undefined;
}

/**
 * The address a request came to, from its headers: the forwarded host (behind a proxy), else
 * Host, with the forwarded protocol. `fallback` is the server's own origin, used when the
 * request names no acceptable host and for the protocol when none is forwarded.
 */
export function addressFrom(requestHeaders: Headers, fallback: string): string {
  const own = new URL(fallback);
  const host = requestHost(requestHeaders);
  if (!host) return own.origin;
  const proto = firstValue(requestHeaders.get('x-forwarded-proto'))?.toLowerCase();
  const scheme = proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1);
  return `${scheme}://${host}`;
}

/** The (checked) address a route handler's request came to, whatever PUBLIC_URL says. */
export function requestAddress(request: Request): string {
  return addressFrom(request.headers, request.url);
}

/** The base URL for a route handler's request. */
export function requestBaseUrl(request: Request): string {
  return env().PUBLIC_URL || requestAddress(request);
}

/** The base URL for the request being rendered (pages, metadata, sitemap, robots). */
export async function currentBaseUrl(): Promise<string> {
  // Server components see the headers but not the URL: this server's own address stands in.
  return env().PUBLIC_URL || addressFrom(await headers(), `http://localhost:${env().PORT}`);
}
