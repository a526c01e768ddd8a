// What a listing hands the browser per product card: a small row of the fields its card shows and
// its cart buttons need, written by the server (`cardRow`) and drawn by the card's template
// (components/product/product-card.tsx), not the whole product. The size chart and the long
// description come on demand (components/product/card-extras.ts), when a shopper reaches for the
// size sheet or Quick View.

import { mainCategoryLabel } from './categories';
import { previewText } from './product-preview';
import type { CartProduct, Product, ProductImage } from './product';
import type { ProductSizeChart } from './size-charts/chart';

/** The card's own fields; the category page's cards add what its cart lines keep (docs/product.md §3). */
export type CardVariant = 'card' | 'category';

/**
 * One colour of the design on its card: another product (a link to it), or the card's own
 * (`current`, its colour and photo the card's).
 */
export type CardColour =
  | { id: number; color: string; photo: string | null; soldOut?: true; current?: undefined }
  | { id: number; current: true; soldOut?: true };

export interface CardRow {
  id: number;
  name: string;
  price: string;
  sale?: string;
  saleEnds?: string;
  main: string;
  /** The main category's label ("Men's Wear"), so the browser needs no taxonomy to draw it. */
  mainLabel: string;
  sub: string;
  color?: string;
  stock: number;
  /** The admin's switch is off. */
  off?: true;
  /** `S:4,M:0`: each offered size with its count (a size without a tracked count: `S`). */
  sizes?: string;
  footwear?: string;
  /** The product has a size chart (fetched when its size sheet opens). */
  chart?: true;
  photos: string[];
  /** The description's first 70 characters. */
  preview?: string;
  /** The design's colours shown on the card (at most four) and how many there are. */
  colours?: CardColour[];
  colourCount?: number;
  // A category card's facts, kept by its cart lines too.
  brand?: string;
  model?: string;
  weight?: string;
  cotton?: number;
}

/** Colours a card shows before "+N": a row that fits a phone's two-column card. */
const CARD_SWATCHES = 4;

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

/** The design's colours on its card: this one ringed, the others by id, at most four shown. */
function cardColours(product: Product): Pick<CardRow, 'colours' | 'colourCount'> {
  const siblings = product.colourSiblings ?? [];
  if (siblings.length === 0) return {};
  const all: CardColour[] = [
    { id: product.id, current: true as const },
    ...siblings.map((s) => ({ id: s.id, color: s.color || s.name, photo: s.imageUrl })),
  ].sort((a, b) => a.id - b.id);
  const shown = all.slice(0, CARD_SWATCHES);
  if (!shown.some((c) => c.current))
    shown[shown.length - 1] = { id: product.id, current: true as const };
  const inStock = new Map(siblings.map((s) => [s.id, s.inStock]));
  inStock.set(product.id, product.inStock);
  return {
    colours: shown.map((c) => (inStock.get(c.id) ? c : { ...c, soldOut: true })),
    colourCount: all.length,
  };
}

/** A product's card row; only what is set, so a listing's payload stays small. */
export function cardRow(product: Product, variant: CardVariant): CardRow {
  const counts = product.sizeStock
    ? new Map(product.sizeStock.map((s) => [s.size, s.stock]))
    : null;
  const row: CardRow = {
    id: product.id,
    name: product.name,
    price: product.price,
    main: product.mainCategory,
    mainLabel: mainCategoryLabel(product.mainCategory),
    sub: product.subCategory,
    stock: product.stock,
    photos: product.images.map((image) => image.url),
    ...cardColours(product),
  };
  if (product.salePrice) row.sale = product.salePrice;
  if (product.saleEndsAt) row.saleEnds = product.saleEndsAt;
  if (product.color) row.color = product.color;
  if (!product.available) row.off = true;
  if (product.sizes.length) row.sizes = sizesText(product.sizes, counts);
  if (product.footwearSizes.length) row.footwear = sizesText(product.footwearSizes, counts);
  if (product.sizeChart) row.chart = true;
  if (product.description) row.preview = previewText(product.description);
  if (variant === 'category') {
    if (product.brand) row.brand = product.brand;
    if (product.modelName) row.model = product.modelName;
    if (product.weight) row.weight = product.weight;
    if (product.cottonPercentage !== null) row.cotton = product.cottonPercentage;
  }
  return row;
}

/** The cart's part of the product a card row describes (its size chart absent until fetched). */
export function cartProductOf(row: CardRow): CartProduct {
  const sizes = sizesFrom(row.sizes);
  const footwear = sizesFrom(row.footwear);
  const counted = [...sizes, ...footwear].filter((s) => s.stock !== null);
  const available = !row.off;
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    salePrice: row.sale ?? null,
    saleEndsAt: row.saleEnds ?? null,
    brand: row.brand ?? '',
    modelName: row.model ?? '',
    cottonPercentage: row.cotton ?? null,
    color: row.color ?? '',
    sizes: sizes.map((s) => s.size),
    footwearSizes: footwear.map((s) => s.size),
    weight: row.weight ?? '',
    mainCategory: row.main,
    subCategory: row.sub,
    available,
    stock: row.stock,
    sizeStock: counted.length ? counted.map((s) => ({ size: s.size, stock: s.stock ?? 0 })) : null,
    inStock: available && row.stock > 0,
    images: row.photos.map((url, i) => ({ id: i, url, width: null, height: null })),
    sizeChart: null,
  };
}

/**
 * What a card's size sheet and Quick View fetch when a shopper reaches for them
 * (components/product/actions.ts): every photo, the size chart and the 240-character preview.
 */
export interface CardExtras {
  images: ProductImage[];
  sizeChart: ProductSizeChart | null;
  preview: string;
}
