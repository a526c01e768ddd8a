// What a product card carries for the listing's one controller: the cart's part of the product as
// a handful of `data-*` attributes on the card, written by the server (`cardDataAttributes`) and
// read back in the browser (`cardProductFrom`). A card hands the browser only these few fields, not
// the whole product: its photos beyond the first, its size chart and its long description come on
// demand (components/product/actions.ts), when a shopper reaches for the size sheet or Quick View.

import type { CartProduct } from './product';

/** The card's own fields; the category page's cards add what its cart lines keep (docs/product.md §3). */
export type CardVariant = 'card' | 'category';

/** `S:4,M:0`: each offered size with its count (a size without a tracked count has none: `S`). */
function sizesText(sizes: readonly string[], counts: Map<string, number> | null): string {
  return sizes.map((size) => (counts?.has(size) ? `${size}:${counts.get(size)}` : size)).join(',');
}

function sizesFrom(text: string | undefined): { size: string; stock: number | null }[] {
  if (!text) return [];
  return text.split(',').map((part) => {
    const at = part.lastIndexOf(':');
    return at < 0
      ? { size: part, stock: null }
      : { size: part.slice(0, at), stock: Number(part.slice(at + 1)) };
  });
}

/** The card's data attributes (React prop names); only what is set, so a card stays small. */
export function cardDataAttributes(
  product: CartProduct,
  variant: CardVariant,
): Record<`data-${string}`, string | number> {
  const counts = product.sizeStock
    ? new Map(product.sizeStock.map((s) => [s.size, s.stock]))
    : null;
  const data: Record<`data-${string}`, string | number> = {
    'data-product-id': product.id,
    'data-name': product.name,
    'data-price': product.price,
    'data-main': product.mainCategory,
    'data-sub': product.subCategory,
    'data-stock': product.stock,
  };
  if (product.salePrice) data['data-sale-price'] = product.salePrice;
  if (product.saleEndsAt) data['data-sale-ends'] = product.saleEndsAt;
  if (product.color) data['data-color'] = product.color;
  if (product.images[0]) data['data-image'] = product.images[0].url;
  if (!product.available) data['data-off'] = '';
  if (product.sizes.length) data['data-sizes'] = sizesText(product.sizes, counts);
  if (product.footwearSizes.length)
    data['data-footwear'] = sizesText(product.footwearSizes, counts);
  if (product.sizeChart) data['data-chart'] = '';
  if (variant === 'category') {
    data['data-variant'] = 'category';
    if (product.brand) data['data-brand'] = product.brand;
    if (product.modelName) data['data-model'] = product.modelName;
    if (product.weight) data['data-weight'] = product.weight;
    if (product.cottonPercentage !== null) data['data-cotton'] = product.cottonPercentage;
  }
  return data;
}

/** A card's data, as the browser reads it (`element.dataset`). */
export type CardDataset = Partial<Record<string, string>>;

/**
 * The cart's part of the product a card describes. Its photos are the first only and its size
 * chart is absent until fetched; `variant` says whether the card's lines keep their colour.
 */
export function cardProductFrom(data: CardDataset): { product: CartProduct; variant: CardVariant } {
  const sizes = sizesFrom(data.sizes);
  const footwear = sizesFrom(data.footwear);
  const counted = [...sizes, ...footwear].filter((s) => s.stock !== null);
  const stock = Number(data.stock ?? 0);
  const available = data.off === undefined;
  const product: CartProduct = {
    id: Number(data.productId),
    name: data.name ?? '',
    price: data.price ?? '0.00',
    salePrice: data.salePrice ?? null,
    saleEndsAt: data.saleEnds ?? null,
    brand: data.brand ?? '',
    modelName: data.model ?? '',
    cottonPercentage: data.cotton === undefined ? null : Number(data.cotton),
    color: data.color ?? '',
    sizes: sizes.map((s) => s.size),
    footwearSizes: footwear.map((s) => s.size),
    weight: data.weight ?? '',
    mainCategory: data.main ?? '',
    subCategory: data.sub ?? '',
    available,
    stock,
    sizeStock: counted.length ? counted.map((s) => ({ size: s.size, stock: s.stock ?? 0 })) : null,
    inStock: available && stock > 0,
    images: data.image ? [{ id: 0, url: data.image, width: null, height: null }] : [],
    sizeChart: null,
  };
  return { product, variant: data.variant === 'category' ? 'category' : 'card' };
}
