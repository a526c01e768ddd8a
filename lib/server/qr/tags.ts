import 'server-only';
// Printed tags for the physical shop: what each tag says, and the QR code that opens
// the product's page on a shopper's phone.
import type { Product } from '@/lib/shared/product';
import { hasSizes, offeredSizes, stockOfSize } from '@/lib/shared/sizes';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { ValidationError } from '@/lib/server/infra/errors';
import { queryProductsByIds } from '@/lib/server/products/catalogue-pages';
import { productUrl } from '@/lib/shared/absolute-url';
import { qrSvg } from './svg';
import { MAX_TAGS } from './tag-ids';

export interface ProductTag {
  id: number;
  name: string;
  /** Decimal string, "1499.00". */
  price: string;
  /** Sizes with stock now, in size order; null when the product comes in no sizes. */
  sizesInStock: string[] | null;
  /** Some stock left (per size or in total). */
  inStock: boolean;
  /** Shown to shoppers on the site (the admin's switch). */
  available: boolean;
  /** The product page, absolute: what the QR code opens. */
  url: string;
  /** The QR code of `url` (lib/server/qr/svg.ts). */
  qrSvg: string;
}

export interface ProductTags {
  /** In the order asked. */
  tags: ProductTag[];
  /** Ids asked for that name no product (deleted since they were selected). */
  unknownIds: number[];
}

function sizesInStock(product: Product): string[] | null {
  if (!hasSizes(product)) return null;
  return offeredSizes(product).filter((size) => stockOfSize(product, size) > 0);
}

async function toTag(product: Product, base: string): Promise<ProductTag> {
  const url = productUrl(base, product.id);
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    sizesInStock: sizesInStock(product),
    inStock: product.stock > 0,
    available: product.available,
    url,
    qrSvg: await qrSvg(url),
  };
}

/**
 * The tags for `ids` (from parseTagIds: valid ids, each once), read fresh from the database so a
 * stock change a moment ago is on the paper. Admins only; at most MAX_TAGS at a time.
 */
export async function productTags(
  caller: Caller | null,
  ids: readonly number[],
  base: string,
): Promise<ProductTags> {
  requireAdmin(caller);
  if (ids.length > MAX_TAGS) {
    throw new ValidationError({ ids: [`At most ${MAX_TAGS} tags at a time.`] });
  }
  if (ids.length === 0) return { tags: [], unknownIds: [] };
  const items = await queryProductsByIds(ids);
  const byId = new Map(items.map((product) => [product.id, product]));
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  return {
    tags: await Promise.all(found.map((product) => toTag(product, base))),
    unknownIds: ids.filter((id) => !byId.has(id)),
  };
}
