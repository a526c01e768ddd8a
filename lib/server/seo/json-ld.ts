import 'server-only';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { subCategoryHref } from '@/lib/shared/category-match';
import type { Product } from '@/lib/shared/product';
import { absoluteUrl, productUrl } from '@/lib/shared/absolute-url';
import type { ShopInfo } from '@/lib/shared/shop';
import { hasSizes, offeredSizes, sizeInStock } from '@/lib/shared/sizes';
import { slugify } from '@/lib/shared/slug';
import { currentPrice } from '@/lib/shared/sale';

// schema.org structured data for search engines.
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` are escaped as \u003c etc.
 * so text such as a product named "</script><script>…" stays inert data.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function postalAddress(address: string): JsonLd {
  const postalCode = address.match(/\b\d{6}\b/)?.[0];
  return {
    '@type': 'PostalAddress',
    streetAddress: address,
    ...(postalCode ? { postalCode } : {}),
    ...(/\bindia\b/i.test(address) ? { addressCountry: 'IN' } : {}),
  };
}

/** The shop itself, with its daily opening hours (docs/product.md §1: 09:00 to 23:30 every day). */
export function clothingStoreJsonLd(shop: ShopInfo, base: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ClothingStore',
    '@id': `${base}/#store`,
    name: shop.name,
    url: `${base}/`,
    image: `${base}/demo/hero-poster.jpg`,
    telephone: shop.phone,
    email: shop.email,
    address: postalAddress(shop.address),
    currenciesAccepted: 'INR',
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: WEEK,
        opens: shop.opens,
        closes: shop.closes,
      },
    ],
  };
}

/** The site, with its search (the nav search box's no-JavaScript path, /search?q=). */
export function websiteJsonLd(shop: ShopInfo, base: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${base}/#website`,
    name: shop.name,
    url: `${base}/`,
    publisher: { '@id': `${base}/#store` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** One offer in rupees: whether it can be bought now, new, sold by the shop. */
function offer(url: string, price: string, inStock: boolean, shop: ShopInfo): JsonLd {
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price,
    availability: `${CONTEXT}/${inStock ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${CONTEXT}/NewCondition`,
    seller: { '@type': 'Organization', name: shop.name },
  };
}

const imagesOf = (product: Product, base: string) =>
  product.images.map((i) => absoluteUrl(base, i.url));

/**
 * The page's product. Without sizes or other colours: one `Product` with its offer. Otherwise a
 * `ProductGroup` (Google's "Product variants") that varies by size and, when the design comes in
 * other colours, by colour: one `Product` and `Offer` per offered size of this colour, and each
 * other colour as a variant on its own page (its URL). A shopper searching for "M" learns whether
 * M is in stock, which one offer for the whole product cannot say once sizes sell out one by one.
 */
export function productJsonLd(product: Product, shop: ShopInfo, base: string): JsonLd {
  const url = productUrl(base, product.id);
  const image = imagesOf(product, base);
  const siblings = product.colourSiblings ?? [];
  const shared = {
    ...(product.description ? { description: product.description } : {}),
    ...(image.length ? { image } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    // One colour for the whole group, or (when it varies by colour) one on each variant.
    ...(product.color && siblings.length === 0 ? { color: product.color } : {}),
    ...(product.material ? { material: product.material } : {}),
    ...(product.modelName ? { model: product.modelName } : {}),
    category: `${mainCategoryLabel(product.mainCategory)} > ${product.subCategory}`,
  };
  const color = product.color && siblings.length > 0 ? { color: product.color } : {};
  if (!hasSizes(product) && siblings.length === 0) {
    return {
      '@context': CONTEXT,
      '@type': 'Product',
      '@id': `${url}#product`,
      name: product.name,
      sku: String(product.id),
      url,
      ...shared,
      offers: offer(url, currentPrice(product), product.inStock, shop),
    };
  }
  const groupId = String(
    siblings.length > 0 && product.colourGroup ? product.colourGroup : product.id,
  );
  const sizes = hasSizes(product) ? offeredSizes(product) : [null];
  const variesBy = [
    ...(siblings.length > 0 ? [`${CONTEXT}/color`] : []),
    ...(hasSizes(product) ? [`${CONTEXT}/size`] : []),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'ProductGroup',
    '@id': `${url}#product`,
    name: product.name,
    productGroupID: groupId,
    url,
    ...shared,
    variesBy: variesBy.length === 1 ? variesBy[0] : variesBy,
    hasVariant: [
      ...sizes.map((size) => {
        // The size in the query string is the variant's own link (Google asks for one per
        // variant); the page's canonical stays the product URL.
        const variantUrl = size ? `${url}?size=${encodeURIComponent(size)}` : url;
        return {
          '@type': 'Product',
          sku: size ? `${product.id}-${size}` : String(product.id),
          name: size ? `${product.name} – ${size}` : product.name,
          ...(size ? { size } : {}),
          ...color,
          inProductGroupWithID: groupId,
          ...(image.length ? { image } : {}),
          offers: offer(variantUrl, currentPrice(product), sizeInStock(product, size), shop),
        };
      }),
      ...siblings.map((sibling) => ({
        '@type': 'Product',
        url: productUrl(base, sibling.id),
        name: sibling.name,
        ...(sibling.color ? { color: sibling.color } : {}),
        inProductGroupWithID: groupId,
      })),
    ],
  };
}

/** Home > main category > sub category > product, matching the page's visible breadcrumb. */
export function productBreadcrumbJsonLd(product: Product, base: string): JsonLd {
  const main = mainCategoryLabel(product.mainCategory);
  const trail = [
    { name: 'Home', url: `${base}/` },
    { name: main, url: absoluteUrl(base, `/category/${slugify(product.mainCategory)}`) },
    {
      name: product.subCategory,
      url: absoluteUrl(
        base,
        subCategoryHref(product.mainCategory, product.subCategory).split('?')[0]!,
      ),
    },
    { name: product.name, url: productUrl(base, product.id) },
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: t.name,
      item: t.url,
    })),
  };
}

/** The products a category (or search) page lists, in the order shown. */
export function itemListJsonLd(
  name: string,
  pageUrl: string,
  products: Product[],
  base: string,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: productUrl(base, p.id),
      name: p.name,
    })),
  };
}
