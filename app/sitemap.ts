import type { MetadataRoute } from 'next';
import { categoryHref, FEATURED_CATEGORIES, subCategoryHref } from '@/lib/shared/category-match';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { getCategoryTree, getProductStamps } from '@/lib/server/products';

// Built per request (never at build time: the build must not open the database); the reads are cached.
export const dynamic = 'force-dynamic';

const INFO_PAGES = [
  '/about',
  '/contact',
  '/shipping',
  '/returns',
  '/privacy-policy',
  '/terms-conditions',
];

const pathOf = (href: string) => href.split('?')[0]!;

/** Home, lists, every category, every product with its last change, and the info pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [base, stamps, tree] = await Promise.all([
    currentBaseUrl(),
    getProductStamps(),
    getCategoryTree(),
  ]);
  const newest = stamps.reduce<string | undefined>(
    (max, s) => (!max || s.updatedAt > max ? s.updatedAt : max),
    undefined,
  );

  const categories = new Set<string>(
    FEATURED_CATEGORIES.map((label) => pathOf(categoryHref(label))),
  );
  for (const { main, subs } of tree) {
    categories.add(pathOf(categoryHref(main)));
    for (const sub of subs) categories.add(pathOf(subCategoryHref(main, sub)));
  }

  return [
    { url: `${base}/`, lastModified: newest, changeFrequency: 'daily', priority: 1 },
    { url: `${base}/all-products`, lastModified: newest, changeFrequency: 'daily', priority: 0.9 },
    { url: `${base}/new-arrivals`, lastModified: newest, changeFrequency: 'daily', priority: 0.7 },
    { url: `${base}/categories`, changeFrequency: 'weekly', priority: 0.6 },
    ...[...categories].map((path) => ({
      url: `${base}${path}`,
      changeFrequency: 'daily' as const,
      priority: 0.7,
    })),
    ...stamps.map((s) => ({
      url: `${base}/product/${s.id}`,
      lastModified: s.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.8,
    })),
    ...INFO_PAGES.map((path) => ({
      url: `${base}${path}`,
      changeFrequency: 'yearly' as const,
      priority: 0.3,
    })),
  ];
}
