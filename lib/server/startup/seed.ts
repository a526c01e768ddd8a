import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products, searchSynonyms, sizeCharts } from '@/db/schema';
import { garmentSvg } from '@/db/seed/art';
import { DEMO_PRODUCTS, type DemoProduct } from '@/db/seed/catalogue';
import { DEMO_SYNONYMS } from '@/db/seed/synonyms';
import { DEMO_COLOUR_DESIGNS } from '@/db/seed/colour-designs';
import { DEMO_SIZE_CHARTS } from '@/db/seed/size-charts';
import { readMeta, writeMeta } from '@/lib/server/infra/app-meta';
import type { Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { createProduct, updateProduct } from '@/lib/server/products';

const SEEDED_KEY = 'demo_seeded_at';
const SYNONYMS_KEY = 'demo_synonyms_seeded_at';
const CHARTS_KEY = 'demo_size_charts_seeded_at';
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

/** The id of the demo product of that name and category, if it is there. */
async function demoId(demo: DemoProduct): Promise<number | null> {
  const db = await database();
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
  return existing?.id ?? null;
}

async function createDemo(demo: DemoProduct, createdAt: Date): Promise<number> {
  const product = await createProduct(
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
    { createdAt },
  );
  return product.id;
}

/**
 * Adds every demo product that is not there yet (matched by name and category), so a second
 * run adds nothing, then the other colours of the demo's designs, linked as colour siblings.
 * Images are drawn by the project and stored through the storage driver.
 */
export async function seedDemo(): Promise<number> {
  let added = 0;
  const now = Date.now();
  const at = (ageDays: number) => new Date(now - ageDays * 86_400_000 - added * 60_000);
  for (const demo of DEMO_PRODUCTS) {
    if (await demoId(demo)) continue;
    await createDemo(demo, at(demo.ageDays));
    added++;
  }
  for (const design of DEMO_COLOUR_DESIGNS) {
    const base = DEMO_PRODUCTS.find((p) => p.slug === design.baseSlug);
    const baseId = base ? await demoId(base) : null;
    if (!baseId) continue;
    const ids: number[] = [];
    for (const demo of design.others) {
      let id = await demoId(demo);
      if (!id) {
        id = await createDemo(demo, at(demo.ageDays));
        added++;
      }
      ids.push(id);
    }
    await updateProduct(SYSTEM, baseId, { colour_sibling_ids: ids });
  }
  await seedDemoSynonyms();
  await seedDemoSizeCharts();
  await writeMeta(SEEDED_KEY, new Date().toISOString());
  return added;
}

/** The demo's size charts; a kind the owner already has a chart for is left as it is. */
async function seedDemoSizeCharts(): Promise<void> {
  const db = await database();
  await db
    .insert(sizeCharts)
    .values(DEMO_SIZE_CHARTS.map((c) => ({ ...c, unit: 'cm' })))
    .onConflictDoNothing();
  await writeMeta(CHARTS_KEY, new Date().toISOString());
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
    // A demo shop seeded before size charts existed gets them once.
    if (!seeded.startsWith('skipped') && !(await readMeta(CHARTS_KEY))) await seedDemoSizeCharts();
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
