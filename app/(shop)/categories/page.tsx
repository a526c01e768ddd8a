import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { categoryHref, FEATURED_CATEGORIES, subCategoryHref } from '@/lib/shared/category-match';
import { getCategoryTree } from '@/lib/server/products';
import { pageMetadata } from '@/lib/server/seo/metadata';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'All categories',
    description:
      "Every category in the shop: men's wear, kids and boys, unisex, imported, wedding suits and cosmetics.",
    path: '/categories',
  });
}

/** The category index (footer "Categories"): popular picks and every main category with its subs. */
export default async function CategoriesPage() {
  const tree = (await getCategoryTree())
    .map((g) => ({ ...g, label: mainCategoryLabel(g.main) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories' }]} />
      <h1 className="mt-4 font-display text-3xl font-semibold">All categories</h1>

      <section aria-labelledby="popular-title" className="mt-8">
        <h2 id="popular-title" className="text-lg font-semibold">
          Popular
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {FEATURED_CATEGORIES.map((label) => (
            <li key={label}>
              <IntentLink
                href={categoryHref(label)}
                className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-brand hover:text-brand"
              >
                {label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </section>

      {tree.length ? (
        <div className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tree.map((group) => (
            <section
              key={group.main}
              aria-labelledby={`cat-${group.main}`}
              className="rounded-xl border border-line bg-surface p-5"
            >
              <h2 id={`cat-${group.main}`} className="font-display text-xl font-semibold">
                <IntentLink
                  href={categoryHref(group.main, group.label)}
                  className="hover:text-brand hover:underline"
                >
                  {group.label}
                </IntentLink>
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
                {[...group.subs]
                  .sort((a, b) => a.localeCompare(b))
                  .map((sub) => (
                    <li key={sub}>
                      <IntentLink
                        href={subCategoryHref(group.main, sub)}
                        className="inline-block py-1 text-sm text-muted hover:text-brand hover:underline"
                      >
                        {sub}
                      </IntentLink>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      ) : (
        <EmptyState title="No categories yet">Check back soon for new arrivals!</EmptyState>
      )}
    </div>
  );
}
