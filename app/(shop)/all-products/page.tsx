import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ProductCard } from '@/components/product/product-card';
import { ProductFilters, type FilterState } from '@/components/product/product-filters';
import { ProductGrid } from '@/components/product/product-grid';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { firstParam, hrefWith, pageParam, type SearchParams } from '@/lib/shared/search-params';
import { FOOTWEAR_SIZES, MAIN_CATEGORIES, SIZES, findMainCategory } from '@/lib/shared/categories';
import { listProducts, type ProductSort } from '@/lib/server/products';
import { pageMetadata } from '@/lib/server/seo/metadata';

export const dynamic = 'force-dynamic';

const PAGE_SIZE = 48;
const SORTS: ProductSort[] = ['newest', 'price-asc', 'price-desc'];
const ALL_SIZES: string[] = [...SIZES, ...FOOTWEAR_SIZES];

type Props = { searchParams: Promise<SearchParams> };

/** The list's settings from the URL; values it does not know are ignored, never an error page. */
function readQuery(params: SearchParams) {
  const imported = firstParam(params, 'filter') === 'imported';
  const main = imported
    ? 'imported'
    : (findMainCategory(firstParam(params, 'main') ?? '')?.value ?? '');
  const sizeParam = firstParam(params, 'size')?.toUpperCase() ?? '';
  const size = ALL_SIZES.includes(sizeParam) ? sizeParam : '';
  const sortParam = firstParam(params, 'sort') as ProductSort | undefined;
  const sort = sortParam && SORTS.includes(sortParam) ? sortParam : 'newest';
  const inStock = ['1', 'true', 'on'].includes(firstParam(params, 'stock') ?? '');
  return {
    imported,
    state: { main, size, sort, inStock } satisfies FilterState,
    page: pageParam(params),
  };
}

function title(imported: boolean, main: string): string {
  if (imported || main === 'imported') return 'The Imported Collection';
  return main ? `All ${findMainCategory(main)?.label ?? ''}` : 'All Products';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { imported, state, page } = readQuery(await searchParams);
  const filtered = Boolean(
    state.size || state.inStock || state.sort !== 'newest' || (state.main && !imported),
  );
  return pageMetadata({
    title: `${title(imported, state.main)}${page > 1 ? ` (page ${page})` : ''}`,
    description: imported
      ? 'Imported jackets, watches, sunglasses, perfumes, footwear and more, in limited numbers. Order on WhatsApp.'
      : 'Every shirt, T-shirt, pair of jeans, ethnic and wedding outfit, accessory and imported piece in the shop, newest first.',
    path: hrefWith('/all-products', [
      ['filter', imported ? 'imported' : undefined],
      ['page', page > 1 ? page : undefined],
    ]),
    // Filtered and re-sorted views are the same products again: keep them out of the index.
    noIndex: filtered,
  });
}

export default async function AllProductsPage({ searchParams }: Props) {
  const { imported, state, page } = readQuery(await searchParams);
  const { items, total } = await listProducts({
    main: state.main || undefined,
    sizes: state.size ? [state.size] : undefined,
    inStockOnly: state.inStock,
    sort: state.sort,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const filtered = Boolean(state.main || state.size || state.inStock);
  const hrefFor = (p: number) =>
    hrefWith('/all-products', [
      ['filter', imported ? 'imported' : undefined],
      ['main', imported ? undefined : state.main],
      ['size', state.size],
      ['stock', state.inStock ? '1' : undefined],
      ['sort', state.sort === 'newest' ? undefined : state.sort],
      ['page', p > 1 ? p : undefined],
    ]);
  const first = (page - 1) * PAGE_SIZE + 1;
  const heading = title(imported, state.main);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: heading }]} />
      <header className="mt-4 mb-6 flex flex-wrap items-end justify-between gap-2">
        <h1 className="font-display text-3xl font-semibold text-ink">{heading}</h1>
        {items.length ? (
          <p className="text-sm text-muted" data-testid="result-count">
            {total > items.length
              ? `${first}–${first + items.length - 1} of ${total} products`
              : `${total} ${total === 1 ? 'product' : 'products'}`}
          </p>
        ) : null}
      </header>
      <ProductFilters
        key={JSON.stringify(state)}
        state={state}
        mains={MAIN_CATEGORIES.map((m) => ({ value: m.value, label: m.label }))}
        sizes={[...SIZES]}
        footwearSizes={[...FOOTWEAR_SIZES]}
        clearHref={filtered ? '/all-products' : undefined}
      />
      <div className="mt-6">
        {items.length ? (
          <ProductGrid label={heading}>
            {items.map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} priority={page === 1 && i < 2} headingLevel="h2" />
              </li>
            ))}
          </ProductGrid>
        ) : total > 0 ? (
          <EmptyState
            title="This page is past the end of the list."
            actions={
              <Link href={hrefFor(1)} className={buttonStyles.primary}>
                Go to the first page
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No products found."
            actions={
              filtered ? (
                <Link href="/all-products" className={buttonStyles.secondary}>
                  Clear filters
                </Link>
              ) : undefined
            }
          >
            Check back soon for new arrivals!
          </EmptyState>
        )}
      </div>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} className="mt-10" />
    </div>
  );
}
