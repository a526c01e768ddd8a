import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPurchaseActions } from '@/components/cart/product-purchase-actions';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLdScript } from '@/components/layout/json-ld-script';
import { BackButton } from '@/components/product/back-button';
import { CategoryTags } from '@/components/product/category-tags';
import { ProductDetailsTable } from '@/components/product/product-details-table';
import { ProductGallery } from '@/components/product/product-gallery';
import { ShareButton } from '@/components/product/share-button';
import { ColourSwatches } from '@/components/product/colour-swatches';
import { ReturnWindowNote } from '@/components/product/return-window-note';
import { SizeChartDetails } from '@/components/product/size-chart-details';
import { sizeFromQuery } from '@/components/product/size-choice';
import { previewText } from '@/lib/shared/product-preview';
import { cartProduct } from '@/lib/shared/product';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { categoryHref, subCategoryHref } from '@/lib/shared/category-match';
import { formatPrice } from '@/lib/shared/money';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { productBreadcrumbJsonLd, productJsonLd } from '@/lib/server/seo/json-ld';
import { productShareCardPath, productUrl } from '@/lib/shared/absolute-url';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { shopInfo } from '@/lib/server/shop';
import { loadProduct } from './load-product';
import { SaleNote } from '@/components/product/price-tag';
import { currentPrice } from '@/lib/shared/sale';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct((await params).id);
  if (!product) return { title: 'Product not found', robots: { index: false } };
  const description = product.description
    ? previewText(product.description, 155)
    : `${product.name} from ${product.brand || shopInfo().name} for ${formatPrice(currentPrice(product))}.`;
  const meta = await pageMetadata({
    title: `${product.name} · ${formatPrice(currentPrice(product))}`,
    description,
    path: `/product/${product.id}`,
    image: {
      url: productShareCardPath(product),
      alt: `${product.name}, ${formatPrice(currentPrice(product))}`,
    },
  });
  return {
    ...meta,
    other: { 'product:price:amount': product.price, 'product:price:currency': 'INR' },
  };
}

export default async function ProductPage({ params, searchParams }: Props) {
  const product = await loadProduct((await params).id);
  if (!product) notFound();
  // A variant link (JSON-LD, a shared size) opens the page with that size chosen.
  const initialSize = sizeFromQuery(product, (await searchParams).size);
  const [base, shop] = [await currentBaseUrl(), shopInfo()];
  const mainLabel = mainCategoryLabel(product.mainCategory);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <JsonLdScript
        data={[productJsonLd(product, shop, base), productBreadcrumbJsonLd(product, base)]}
      />
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: mainLabel, href: categoryHref(product.mainCategory, mainLabel) },
          {
            label: product.subCategory,
            href: subCategoryHref(product.mainCategory, product.subCategory),
          },
          { label: product.name },
        ]}
      />
      <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-2 lg:gap-12">
        <div data-product-id={product.id} className="min-w-0">
          <ProductGallery
            images={product.images}
            name={product.name}
            priority
            // The photo column: the screen's width on a phone, half of the 80 rem page beside it.
            sizes="(max-width: 768px) 100vw, (max-width: 1280px) 50vw, 640px"
          />
        </div>
        <div className="flex flex-col gap-5">
          <CategoryTags main={product.mainCategory} sub={product.subCategory} />
          <h1 className="font-display text-3xl leading-tight font-semibold text-ink sm:text-4xl">
            {product.name}
          </h1>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-3xl font-semibold text-brand" data-testid="product-price">
                {formatPrice(currentPrice(product))}
              </p>
              <SaleNote product={product} big />
            </div>
            <ShareButton title={product.name} url={productUrl(base, product.id)} />
          </div>
          <ColourSwatches
            current={{
              id: product.id,
              color: product.color,
              imageUrl: product.images[0]?.url ?? null,
            }}
            siblings={product.colourSiblings ?? []}
          />
          {!product.inStock ? (
            <p className="w-fit rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white">
              Out of stock
            </p>
          ) : null}
          <ProductPurchaseActions
            product={cartProduct(product)}
            shop={{ name: shop.name, whatsapp: shop.whatsapp }}
            siteUrl={base}
            initialSize={initialSize}
          >
            <BackButton />
          </ProductPurchaseActions>
          <ReturnWindowNote kind={product.subCategory} />
          <SizeChartDetails chart={product.sizeChart} />
          <section aria-labelledby="details-title">
            <h2 id="details-title" className="text-lg font-semibold">
              Details
            </h2>
            <div className="mt-2">
              <ProductDetailsTable product={product} />
            </div>
          </section>
          {product.description ? (
            <section aria-labelledby="description-title">
              <h2 id="description-title" className="text-lg font-semibold">
                Description
              </h2>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-muted">
                {product.description}
              </p>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
