import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products, searchSynonyms } from '@/db/schema';
import { garmentSvg } from '@/db/seed/art';
import { DEMO_PRODUCTS, type DemoProduct } from '@/db/seed/catalogue';
import { DEMO_SYNONYMS } from '@/db/seed/synonyms';
import { readMeta, writeMeta } from '@/lib/server/infra/app-meta';
import type { Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { createProduct } from '@/lib/server/products';

const SEEDED_KEY = 'demo_seeded_at';
const SYNONYMS_KEY = 'demo_synonyms_seeded_at';
const SYSTEM: Caller = { id: 0, username: 'seed', isSuperuser: true };

async function renderImages(product: DemoProduct): Promise<Buffer[]> {
  return Promise.all(
    product.images.map((spec) =>
      sharp(Buffer.from(garmentSvg(spec)))
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ),
  );
}

/**
 * Adds every demo product that is not there yet (matched by name and category), so a second
 * run adds nothing. Images are drawn by the project and stored through the storage driver.
 */
export async function seedDemo(): Promise<number> {
  const db = await database();
  let added = 0;
  const now = Date.now();
  for (const demo of DEMO_PRODUCTS) {
    const [existing] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.name, demo.name),
          eq(products.mainCategory, demo.mainCategory),
          eq(products.subCategory, demo.subCategory),
        ),
      )
      .limit(1);
    if (existing) continue;
    await createProduct(
      SYSTEM,
      {
        name: demo.name,
        price: demo.price,
        brand: demo.brand,
        material: demo.material,
        model_name: demo.modelName,
        cotton_percentage: demo.cottonPercentage,
        color: demo.color,
        size: demo.sizes,
        footwear_size: demo.footwearSizes,
        weight: demo.weight,
        description: demo.description,
        main_category: demo.mainCategory,
        sub_category: demo.subCategory,
        available: demo.available,
        stock: demo.stock,
        // With counts per size, createProduct checks they add up to `stock` (planStock).
        ...(demo.sizeStock ? { size_stock: demo.sizeStock } : {}),
      },
      await renderImages(demo),
      { createdAt: new Date(now - demo.ageDays * 86_400_000 - added * 60_000) },
    );
    added++;
  }
  await seedDemoSynonyms();
  await writeMeta(SEEDED_KEY, new Date().toISOString());
  return added;
}

/** The demo's search synonyms; a term the owner already has is left as it is. */
async function seedDemoSynonyms(): Promise<void> {
  const db = await database();
  await db.insert(searchSynonyms).values(DEMO_SYNONYMS).onConflictDoNothing();
  await writeMeta(SYNONYMS_KEY, new Date().toISOString());
}

/** Seeds only the very first start of an empty database, unless SEED_DEMO=false. */
export async function seedDemoIfFirstStart(): Promise<number> {
  if (!env().SEED_DEMO) return 0;
  const seeded = await readMeta(SEEDED_KEY);
  if (seeded) {
    // A demo shop seeded before synonyms existed gets them once.
    if (!seeded.startsWith('skipped') && !(await readMeta(SYNONYMS_KEY))) await seedDemoSynonyms();
    return 0;
  }
  const db = await database();
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) {
    await writeMeta(SEEDED_KEY, 'skipped: catalogue not empty');
    return 0;
  }
  return seedDemo();
}
