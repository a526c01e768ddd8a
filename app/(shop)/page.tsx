import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { HeroBanner } from '@/components/layout/hero-banner';
import { JsonLdScript } from '@/components/layout/json-ld-script';
import { CategoryCardGrid, type CategoryCard } from '@/components/product/category-card-grid';
import { ImportedBanner } from '@/components/product/imported-banner';
import { ProductGrid } from '@/components/product/product-grid';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FEATURED_CATEGORIES } from '@/lib/shared/category-match';
import { onePerDesign } from '@/lib/shared/search/designs';
import { env } from '@/lib/server/infra/env';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { getCategoryCovers, listProducts } from '@/lib/server/products';
import { clothingStoreJsonLd, websiteJsonLd } from '@/lib/server/seo/json-ld';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

/** docs/product.md §9: the home page shows the 16 newest products (one card per design, as listings do). */
const HOME_PRODUCTS = 16;

export async function generateMetadata(): Promise<Metadata> {
  const shop = shopInfo();
  return pageMetadata({
    title: `${shop.name} | Menswear, kidswear & wedding suits`,
    absolute: true,
    description: `${shop.name}: shirts, T-shirts, jeans, ethnic and wedding wear for men and boys, plus imported watches, sunglasses and perfumes. Browse, add to cart and order on WhatsApp.`,
    path: '/',
  });
}

async function categoryCards(): Promise<CategoryCard[]> {
  const covers = await getCategoryCovers();
  return FEATURED_CATEGORIES.map((label) => {
    const cover = covers[label];
    return cover ? { label, image: cover.image, productId: cover.productId } : { label };
  });
}

export default async function HomePage() {
  const config = env();
  const shop = shopInfo();
  const [base, newest, cards, imported] = await Promise.all([
    currentBaseUrl(),
    // Twice as many read, so that a design's other colours leave 16 designs to show.
    listProducts({ limit: HOME_PRODUCTS * 2 }),
    categoryCards(),
    listProducts({ main: 'imported', limit: 3 }),
  ]);
  const latest = { items: onePerDesign(newest.items).items.slice(0, HOME_PRODUCTS) };

  return (
    <>
      <JsonLdScript data={[clothingStoreJsonLd(shop, base), websiteJsonLd(shop, base)]} />
      <HeroBanner video={config.HERO_VIDEO} poster={config.HERO_POSTER} shopName={shop.name} />

      <div className="mt-12">
        <ImportedBanner products={imported.items} />
      </div>

      <section
        aria-labelledby="categories-title"
        className="mx-auto mt-14 max-w-7xl px-4 min-[769px]:px-6"
      >
        <h2 id="categories-title" className="font-display text-2xl font-semibold sm:text-3xl">
          Shop by category
        </h2>
        <div className="mt-6">
          <CategoryCardGrid cards={cards} />
        </div>
      </section>

      <section
        aria-labelledby="latest-title"
        className="mx-auto mt-14 max-w-7xl px-4 min-[769px]:px-6"
      >
        <div className="flex items-end justify-between gap-4">
          <h2 id="latest-title" className="font-display text-2xl font-semibold sm:text-3xl">
            New in store
          </h2>
          <IntentLink
            href="/all-products"
            className="text-sm font-semibold text-brand hover:underline max-sm:hidden"
          >
            See everything
          </IntentLink>
        </div>
        <div className="mt-6">
          {latest.items.length ? (
            <ProductGrid products={latest.items} label="Newest products" quickView />
          ) : (
            <EmptyState title="No products found.">Check back soon for new arrivals!</EmptyState>
          )}
        </div>
        <div className="mt-10 flex justify-center">
          <IntentLink href="/all-products" className={`${buttonStyles.primary} px-8`}>
            View More Products
          </IntentLink>
        </div>
      </section>
    </>
  );
}
