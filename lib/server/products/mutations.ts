import 'server-only';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { productImages, products } from '@/db/schema';
import { canonicalSubCategory } from '@/lib/shared/categories';
import { formatPrice, toPaise } from '@/lib/shared/money';
import type { Product } from '@/lib/shared/product';
import { isDbId } from '@/lib/shared/ids';
import type { ProductCreateInput, ProductUpdateInput } from '@/lib/shared/validation/product';
import { STOCK_MAX } from '@/lib/shared/validation/size';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { invalidateCatalogue } from './catalogue';
import { insertImages, removeFiles, withUploads } from './image-files';
import { queryProduct } from './catalogue-pages';
import { planStock } from './size-stock';
import { writeStockPlan } from './size-stock-writes';
import { adjustStock } from '@/lib/server/stock/adjust';
import { adminMove } from '@/lib/server/stock/move-context';
import { checkSiblingIds, dropLoneGroups, replaceColourGroup } from './colour-groups';
import { getSizeChart } from '@/lib/server/size-charts/charts';
import { saveBarcodes } from './barcodes';

const columnsFrom = (input: ProductUpdateInput) => ({
  ...(input.name !== undefined && { name: input.name }),
  ...(input.price !== undefined && { price: input.price }),
  ...(input.sale_price !== undefined && { salePrice: input.sale_price }),
  ...(input.sale_ends_at !== undefined && { saleEndsAt: input.sale_ends_at }),
  ...(input.brand !== undefined && { brand: input.brand }),
  ...(input.material !== undefined && { material: input.material }),
  ...(input.model_name !== undefined && { modelName: input.model_name }),
  ...(input.cotton_percentage !== undefined && { cottonPercentage: input.cotton_percentage }),
  ...(input.color !== undefined && { color: input.color }),
  ...(input.size !== undefined && { size: input.size.join(',') }),
  ...(input.footwear_size !== undefined && { footwearSize: input.footwear_size.join(',') }),
  ...(input.weight !== undefined && { weight: input.weight }),
  ...(input.description !== undefined && { description: input.description }),
  ...(input.main_category !== undefined && { mainCategory: input.main_category }),
  ...(input.sub_category !== undefined && { subCategory: input.sub_category }),
  ...(input.available !== undefined && { available: input.available }),
  ...(input.fit_note !== undefined && { fitNote: input.fit_note }),
  ...(input.size_chart_id !== undefined && { sizeChartId: input.size_chart_id }),
});

/** A product's own chart must be one of the owner's charts. */
async function checkChartId(input: ProductUpdateInput): Promise<void> {
  if (input.size_chart_id == null) return;
  if (!(await getSizeChart(input.size_chart_id))) {
    throw new ValidationError({ size_chart_id: ['Choose a size chart from the list.'] });
  }
}

/** A sale price sent must be below the price it goes with (the one sent, or the stored one). */
function checkSalePrice(input: ProductUpdateInput, price: string): void {
  if (input.sale_price == null) return;
  if (toPaise(input.sale_price) >= toPaise(price)) {
    throw new ValidationError({
      sale_price: [`The sale price must be below the price (${formatPrice(price)}).`],
    });
  }
}

/** Fields whose change can change a product's counts; an edit without them leaves the counts. */
const STOCK_FIELDS = ['size', 'footwear_size', 'size_stock', 'stock'] as const;

async function mustFind(id: number): Promise<Product> {
  const product = await queryProduct(id);
  if (!product) throw new NotFoundError();
  return product;
}

export async function createProduct(
  caller: Caller | null,
  input: ProductCreateInput,
  files: Buffer[] = [],
  options: { createdAt?: Date } = {},
): Promise<Product> {
  const admin = requireAdmin(caller);
  checkSalePrice(input, input.price);
  const stock = planStock(null, input);
  await checkChartId(input);
  const db = await database();
  // Unknown siblings are refused before any photo is stored (and again inside the write).
  if (input.colour_sibling_ids) await checkSiblingIds(db, null, input.colour_sibling_ids);
  const id = await withUploads(files, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          name: input.name,
          price: input.price,
          mainCategory: input.main_category,
          subCategory: input.sub_category,
          ...columnsFrom(input),
          ...(options.createdAt && { createdAt: options.createdAt, updatedAt: options.createdAt }),
        })
        .returning({ id: products.id });
      if (!row) throw new Error('insert returned no row');
      // A new product's counts are its opening stock.
      await writeStockPlan(tx, row.id, stock, adminMove(admin, 'opening'));
      await insertImages(tx, row.id, stored, 0);
      if (input.colour_sibling_ids) await replaceColourGroup(tx, row.id, input.colour_sibling_ids);
      await saveBarcodes(tx, row.id, input);
      return row.id;
    }),
  );
  invalidateCatalogue(input.colour_sibling_ids ? undefined : { products: [id] });
  return mustFind(id);
}

export async function updateProduct(
  caller: Caller | null,
  id: number,
  input: ProductUpdateInput,
  files: Buffer[] = [],
  removeImageIds: number[] = [],
): Promise<Product> {
  const admin = requireAdmin(caller);
  const current = await mustFind(id);
  // A sub category sent alone must still belong to the stored main category.
  if (input.sub_category !== undefined && input.main_category === undefined) {
    const canonical = canonicalSubCategory(current.mainCategory, input.sub_category);
    if (!canonical) {
      throw new ValidationError({
        sub_category: ['Choose a sub category that belongs to the main category.'],
      });
    }
    input = { ...input, sub_category: canonical };
  }
  // A main category sent alone must still hold the stored sub category.
  if (input.main_category !== undefined && input.sub_category === undefined) {
    const canonical = canonicalSubCategory(input.main_category, current.subCategory);
    if (!canonical) {
      throw new ValidationError({
        sub_category: ['Choose a sub category that belongs to the main category.'],
      });
    }
    input = { ...input, sub_category: canonical };
  }
  checkSalePrice(input, input.price ?? current.price);
  const owned = new Set(current.images.map((i) => i.id));
  const foreign = removeImageIds.filter((imageId) => !owned.has(imageId));
  if (foreign.length) {
    throw new ValidationError({
      remove_image_ids: [`Image ${foreign[0]} does not belong to this product.`],
    });
  }
  const stock = planStock(current, input);
  await checkChartId(input);
  const db = await database();
  if (input.colour_sibling_ids) await checkSiblingIds(db, id, input.colour_sibling_ids);
  const removedKeys = await withUploads(files, (stored) =>
    db.transaction(async (tx) => {
      // Counts first: they lock the product row, then its sizes, as every stock move does. An
      // edit that sends no stock field keeps the stored counts (an order confirmed since the
      // form was read is not undone).
      if (STOCK_FIELDS.some((field) => input[field] !== undefined)) {
        await writeStockPlan(tx, id, stock, adminMove(admin, 'edit'));
      }
      await tx
        .update(products)
        .set({ ...columnsFrom(input), updatedAt: sql`now()` })
        .where(eq(products.id, id));
      if (input.colour_sibling_ids) await replaceColourGroup(tx, id, input.colour_sibling_ids);
      await saveBarcodes(tx, id, input);
      let keys: string[] = [];
      if (removeImageIds.length) {
        const removed = await tx
          .delete(productImages)
          .where(and(eq(productImages.productId, id), inArray(productImages.id, removeImageIds)))
          .returning({ key: productImages.storageKey });
        keys = removed.map((r) => r.key);
      }
      const [last] = await tx
        .select({ position: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, id));
      await insertImages(tx, id, stored, (last?.position ?? -1) + 1);
      return keys;
    }),
  );
  // Files of removed images go only once the change is committed.
  await removeFiles(removedKeys);
  invalidateCatalogue(input.colour_sibling_ids ? undefined : { products: [id] });
  return mustFind(id);
}

/**
 * The admin's ±1 on one size from the product list (a sale over the counter, a delivery):
 * the size's count and the product's total change together, with its ledger row; never below 0.
 */
export async function adjustSizeStock(
  caller: Caller | null,
  id: number,
  size: string,
  delta: number,
): Promise<Product> {
  const admin = requireAdmin(caller);
  if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > STOCK_MAX) {
    throw new ValidationError({ delta: ['Change the stock by a whole number, e.g. 1 or -1.'] });
  }
  const product = await mustFind(id);
  const notKept = () =>
    new ValidationError({
      size: [`${product.name} does not keep stock for size ${size.slice(0, 8)}.`],
    });
  // adjustStock would change the total of a product not kept per size; this ±n is one size's.
  if (!product.sizeStock) throw notKept();
  const db = await database();
  const result = await db.transaction((tx) =>
    adjustStock(tx, id, size, delta, adminMove(admin, 'edit')),
  );
  if (result.kind === 'no-product') throw new NotFoundError();
  if (result.kind === 'size-not-kept') throw notKept();
  if (result.kind === 'too-few') {
    throw new ValidationError({ size: [`Size ${size} has no stock left to take away.`] });
  }
  invalidateCatalogue({ products: [id] });
  return mustFind(id);
}

/** Deletes products (their cart lines and images go with them); returns how many existed. */
export async function deleteProducts(caller: Caller | null, ids: number[]): Promise<number> {
  requireAdmin(caller);
  const valid = [...new Set(ids)].filter(isDbId);
  if (valid.length === 0) return 0;
  const db = await database();
  const { deleted, keys } = await db.transaction(async (tx) => {
    const images = await tx
      .select({ key: productImages.storageKey })
      .from(productImages)
      .where(inArray(productImages.productId, valid));
    const rows = await tx
      .delete(products)
      .where(inArray(products.id, valid))
      .returning({ id: products.id, group: products.colourGroup });
    // The rest of a deleted product's design stay linked; one left alone has no other colour.
    await dropLoneGroups(tx);
    return { deleted: rows, keys: images.map((i) => i.key) };
  });
  await removeFiles(keys);
  // A design's last other colour loses its group (dropLoneGroups), which the delete does not say.
  invalidateCatalogue(deleted.some((r) => r.group !== null) ? undefined : { products: valid });
  return deleted.length;
}

export async function deleteProduct(caller: Caller | null, id: number): Promise<void> {
  requireAdmin(caller);
  if ((await deleteProducts(caller, [id])) === 0) throw new NotFoundError();
}
