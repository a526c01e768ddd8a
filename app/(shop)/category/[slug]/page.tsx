import type { Metadata } from 'next';
import Link from 'next/link';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLdScript } from '@/components/layout/json-ld-script';
import { ProductCard } from '@/components/product/product-card';
import { ProductGrid } from '@/components/product/product-grid';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { firstParam, hrefWith, pageParam, type SearchParams } from '@/lib/shared/search-params';
import {
  matchTitle,
  resolveCategory,
  SEARCH_SLUG,
  searchTextFor,
  trustedLabel,
} from '@/lib/shared/category-match';
import { slugify } from '@/lib/shared/slug';
import { currentBaseUrl } from '@/lib/server/http/base-url';
import { listProducts } from '@/lib/server/products';
import { itemListJsonLd } from '@/lib/server/seo/json-ld';
import { pageMetadata } from '@/lib/server/seo/metadata';

export const dynamic = 'force-dynamic';

const PAGE_SIZE = 48;

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParams> };

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What the URL asks for: a category (main, sub or main+sub) titled by the raw label when it
 * belongs to the slug, else a full-text search titled "Results for …". Once per request.
 */
const loadView = cache(async (rawSlug: string, label: string | undefined, page: number) => {
  const slug = slugify(safeDecode(rawSlug)) || SEARCH_SLUG;
  const match = resolveCategory(slug);
  const offset = (page - 1) * PAGE_SIZE;
  if (match) {
    const result = await listProducts({ ...match, limit: PAGE_SIZE, offset });
    return {
      kind: 'category' as const,
      slug,
      title: trustedLabel(slug, label) ?? matchTitle(match),
      ...result,
    };
  }
  const text = searchTextFor(slug, label);
  const result = text
    ? await listProducts({ search: text, limit: PAGE_SIZE, offset })
    : { items: [], total: 0 };
  return { kind: 'search' as const, slug, text, title: `Results for “${text}”`, ...result };
});

async function viewFor({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const page = pageParam(query);
  return {
    page,
    label: firstParam(query, 'label'),
    view: await loadView(slug, firstParam(query, 'label'), page),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page, view } = await viewFor(props);
  const path = hrefWith(`/category/${view.slug}`, [['page', page > 1 ? page : undefined]]);
  return pageMetadata({
    title: page > 1 ? `${view.title} (page ${page})` : view.title,
    description:
      view.kind === 'category'
        ? `Shop ${view.title}: ${view.total} ${view.total === 1 ? 'product' : 'products'} with photos, sizes and prices in rupees. Order on WhatsApp.`
        : `Products matching “${view.text}”.`,
    path,
    // Search results and empty lists are not pages worth indexing.
    noIndex: view.kind === 'search' || view.total === 0,
  });
}

export default async function CategoryPage(props: Props) {
  const { page, label, view } = await viewFor(props);
  const base = await currentBaseUrl();
  const pageCount = Math.ceil(view.total / PAGE_SIZE);
  const hrefFor = (p: number) =>
    hrefWith(`/category/${view.slug}`, [
      ['label', label],
      ['page', p > 1 ? p : undefined],
    ]);
  const first = (page - 1) * PAGE_SIZE + 1;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      {view.items.length ? (
        <JsonLdScript
          data={itemListJsonLd(view.title, `${base}/category/${view.slug}`, view.items, base)}
        />
      ) : null}
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          {
            label: view.kind === 'search' ? 'Search' : 'Categories',
            href: view.kind === 'search' ? undefined : '/categories',
          },
          { label: view.title },
        ]}
      />
      <header className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 className="font-display text-3xl font-semibold text-ink">{view.title}</h1>
        {view.total ? (
          <p className="text-sm text-muted" data-testid="result-count">
            {view.total > view.items.length
              ? `${first}–${first + view.items.length - 1} of ${view.total} products`
              : `${view.total} ${view.total === 1 ? 'product' : 'products'}`}
          </p>
        ) : null}
      </header>
      {view.items.length ? (
        <ProductGrid label={view.title}>
          {view.items.map((product, i) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                variant="category"
                priority={page === 1 && i < 2}
                headingLevel="h2"
              />
            </li>
          ))}
        </ProductGrid>
      ) : (
        <EmptyState
          title={
            view.kind === 'search' ? `No products match “${view.text}”.` : 'No products here yet.'
          }
          actions={
            <>
              <Link href="/all-products" className={buttonStyles.primary}>
                Browse all products
              </Link>
              <Link href="/categories" className={buttonStyles.secondary}>
                See all categories
              </Link>
            </>
          }
        >
          {view.kind === 'search'
            ? 'Try a different word, such as a colour, brand or category.'
            : 'Check back soon for new arrivals!'}
        </EmptyState>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} className="mt-10" />
    </div>
  );
}
