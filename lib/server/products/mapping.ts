import 'server-only';
import type { ProductImageRow, ProductRow } from '@/db/schema';
import type { Product, ProductImage } from '@/lib/shared/product';
import type { StorageDriver } from '@/lib/server/infra/storage';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function toProductImage(row: ProductImageRow, storage: StorageDriver): ProductImage {
  return { id: row.id, url: storage.url(row.storageKey), width: row.width, height: row.height };
}

export function toProduct(
  row: Omit<ProductRow, 'searchVector'>,
  images: ProductImageRow[],
  storage: StorageDriver,
): Product {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price).toFixed(2),
    brand: row.brand,
    material: row.material,
    modelName: row.modelName,
    cottonPercentage: row.cottonPercentage,
    color: row.color,
    sizes: list(row.size),
    footwearSizes: list(row.footwearSize),
    weight: row.weight,
    description: row.description,
    mainCategory: row.mainCategory,
    subCategory: row.subCategory,
    available: row.available,
    stock: row.stock,
    inStock: row.available && row.stock > 0,
    images: images.map((image) => toProductImage(image, storage)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
