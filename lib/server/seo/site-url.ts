import 'server-only';
import { headers } from 'next/headers';
import { env } from '../env';

/**
 * The public base URL (no trailing slash) for canonical links, JSON-LD, the sitemap and
 * WhatsApp links. PUBLIC_URL when configured; otherwise the origin this request came to, so a
 * shop running without it still produces working links on its own address.
 */
export async function siteUrl(): Promise<string> {
  const configured = env().PUBLIC_URL;
  if (configured) return configured;
  const h = await headers();
  const host = h.get('x-forwarded-host')?.split(',')[0]?.trim() || h.get('host');
  if (host && /^[a-z0-9.\-]+(:\d{1,5})?$/i.test(host)) {
    const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
    return `${proto}://${host}`;
  }
  return `http://localhost:${env().PORT}`;
}

/** `path` ("/product/1") made absolute on the site's base URL; absolute URLs pass through. */
export function absoluteOn(base: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
