import 'server-only';
// The owner's choice of a product's cover photo: the one shoppers see first on cards, in search
// results, shared links and feeds (the photo at the first position). The others keep their order.
import { eq, sql } from 'drizzle-orm';
import { productImages, products } from '@/db/schema';
import type { Product } from '@/lib/shared/product';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { invalidateCatalogue } from './catalogue';
import { queryProduct } from './catalogue-pages';

/** Makes `imageId` the product's first photo. Admins only; the image must be the product's. */
export async function setCoverPhoto(
  caller: Caller | null,
  productId: number,
  imageId: number,
): Promise<Product> {
  requireAdmin(caller);
  const product = await queryProduct(productId);
  if (!product) throw new NotFoundError();
  const ids = product.images.map((image) => image.id);
  if (!ids.includes(imageId)) {
    throw new ValidationError({ image_id: ['That photo is not one of this product’s photos.'] });
  }
  const order = [imageId, ...ids.filter((id) => id !== imageId)];
  const db = await database();
  await db.transaction(async (tx) => {
    await tx
      .update(productImages)
      .set({
        // A photo added meanwhile (not in `order`) keeps its place after these.
        position: sql`coalesce(array_position(${`{${order.join(',')}}`}::int[], ${productImages.id}) - 1, ${productImages.position} + ${order.length})`,
      })
      .where(eq(productImages.productId, productId));
    // The product changed as shoppers see it: its share card (versioned by updated_at) and its
    // place in the sitemap follow.
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, productId));
  });
  invalidateCatalogue({ products: [productId] });
  const saved = await queryProduct(productId);
  if (!saved) throw new NotFoundError();
  return saved;
}
