import type { MetadataRoute } from 'next';
import { currentBaseUrl } from '@/lib/server/infra/base-url';

export const dynamic = 'force-dynamic';

/** Crawl the storefront; keep admin, cart, account and API paths out of search engines. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await currentBaseUrl();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/admin-dashboard', '/cart', '/login', '/register', '/api/'],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
