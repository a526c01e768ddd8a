import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/server/seo/site-url';

export const dynamic = 'force-dynamic';

/** Crawl the storefront; keep admin, cart, account and API paths out of search engines. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await siteUrl();
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
