import 'server-only';
import { rupeesText } from '@/lib/shared/money';
import type { ProductImageRow, ProductRow, ProductSizeRow } from '@/db/schema';
import { offeredSizes, type SizeStock } from '@/lib/shared/sizes';
import type { Product, ProductImage } from '@/lib/shared/product';
import { saleRuns } from '@/lib/shared/sale';
import { bumpCatalogueVersionAt } from '@/lib/server/infra/catalogue-version';
import type { StorageDriver } from '@/lib/server/infra/storage';

/** A stored comma list ("S,M,L") -> its sizes. */
export const sizeList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The columns of an image row a product shows. */
export type ProductImageFields = Pick<ProductImageRow, 'id' | 'storageKey' | 'width' | 'height'>;

export function toProductImage(row: ProductImageFields, storage: StorageDriver): ProductImage {
  return { id: row.id, url: storage.url(row.storageKey), width: row.width, height: row.height };
}

/**
 * One count per offered size when the product has per-size rows, else null (not tracked per
 * size). Rows for a size no longer offered are ignored; an offered size without a row counts 0.
 */
export function sizeStockOf(
  offered: string[],
  rows: readonly Pick<ProductSizeRow, 'size' | 'stock'>[],
): SizeStock[] | null {
  if (rows.length === 0 || offered.length === 0) return null;
  return offered.map((size) => ({ size, stock: rows.find((r) => r.size === size)?.stock ?? 0 }));
}

export function toProduct(
  row: Omit<ProductRow, 'searchVector'>,
  images: readonly ProductImageFields[],
  sizeRows: readonly Pick<ProductSizeRow, 'size' | 'stock'>[],
  storage: StorageDriver,
): Product {
  const sizes = sizeList(row.size);
  const footwearSizes = sizeList(row.footwearSize);
  const price = rupeesText(row.price);
  const salePrice = row.salePrice === null ? null : rupeesText(row.salePrice);
  const onSale = saleRuns(price, salePrice, row.saleEndsAt, new Date());
  // Pages and reads kept until the catalogue changes must not show the sale past its end.
  if (onSale && row.saleEndsAt) bumpCatalogueVersionAt(row.saleEndsAt);
  return {
    id: row.id,
    name: row.name,
    price,
    salePrice: onSale ? salePrice : null,
    saleEndsAt: onSale && row.saleEndsAt ? row.saleEndsAt.toISOString() : null,
    brand: row.brand,
    material: row.material,
    modelName: row.modelName,
    cottonPercentage: row.cottonPercentage,
    color: row.color,
    sizes,
    footwearSizes,
    weight: row.weight,
    description: row.description,
    mainCategory: row.mainCategory,
    subCategory: row.subCategory,
    available: row.available,
    stock: row.stock,
    sizeStock: sizeStockOf(offeredSizes({ sizes, footwearSizes }), sizeRows),
    inStock: row.available && row.stock > 0,
    images: images.map((image) => toProductImage(image, storage)),
    sizeChartId: row.sizeChartId,
    fitNote: row.fitNote,
    sizeChart: null,
    colourGroup: row.colourGroup,
    colourSiblings: [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
