// The search index of the demo catalogue and its synonyms, built in memory as the server builds
// it from the database (ids are the demo products' positions from 1, as a fresh seed makes them,
// then the demo designs' other colours, each linked to its first colour's group).
import { DEMO_PRODUCTS, type DemoProduct } from '@/db/seed/catalogue';
import { DEMO_COLOUR_DESIGNS } from '@/db/seed/colour-designs';
import { DEMO_SYNONYMS } from '@/db/seed/synonyms';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { toPaise } from '@/lib/shared/money';
import { parseSynonymWords } from '@/lib/shared/search/synonym-words';
import { buildIndex, type CatalogueIndex } from '@/lib/server/search/catalogue-index';

/** The demo catalogue as seeded: each product with its colour group (the first colour's id). */
export function demoProductsWithGroups(): { product: DemoProduct; colourGroup: number | null }[] {
  const all = DEMO_PRODUCTS.map((product) => ({
    product,
    colourGroup: null as number | null,
  }));
  for (const design of DEMO_COLOUR_DESIGNS) {
    const baseId = DEMO_PRODUCTS.findIndex((p) => p.slug === design.baseSlug) + 1;
    all[baseId - 1]!.colourGroup = baseId;
    for (const other of design.others) all.push({ product: other, colourGroup: baseId });
  }
  return all;
}

export function demoSearchIndex(): CatalogueIndex {
  const newestFirst = Date.now();
  return buildIndex(
    demoProductsWithGroups().map(({ product: p, colourGroup }, i) => ({
      product: {
        id: i + 1,
        name: p.name,
        pricePaise: toPaise(p.price),
        main: p.mainCategory,
        sub: p.subCategory,
        color: p.color,
        sizes: [...p.sizes, ...p.footwearSizes],
        sizeStock: p.sizeStock,
        stock: p.stock,
        available: p.available,
        inStock: p.available && p.stock > 0,
        createdAt: newestFirst - p.ageDays * 86_400_000 - i * 60_000,
        imageKey: null,
        colourGroup,
      },
      text: {
        name: p.name,
        sub: p.subCategory,
        main: mainCategoryLabel(p.mainCategory),
        brand: p.brand,
        color: p.color,
        material: p.material,
        modelName: p.modelName,
        description: p.description,
      },
    })),
    DEMO_SYNONYMS.map((s) => ({ term: s.term, alsoSearch: parseSynonymWords(s.alsoSearch) })),
  );
}
