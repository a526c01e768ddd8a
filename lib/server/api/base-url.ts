import 'server-only';
import { env } from '../env';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * Where clients reach this server, for absolute image URLs: PUBLIC_URL when set, else the
 * request's forwarded host and protocol (behind a proxy), else its Host header.
 */
export function requestBaseUrl(
  request: Request,
  publicUrl: string | null | undefined = env().PUBLIC_URL,
): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const url = new URL(request.url);
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const host = [forwardedHost, request.headers.get('host')?.trim(), url.host].find(
    (h) => h && HOST.test(h),
  );
  const forwardedProto = request.headers
    .get('x-forwarded-proto')
    ?.split(',')[0]
    ?.trim()
    .toLowerCase();
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : url.protocol.replace(':', '');
  return `${proto}://${host ?? url.host}`;
}

/** An absolute http(s) URL for a stored image path ("/media/…") or an already absolute URL. */
export function absoluteUrl(base: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}
