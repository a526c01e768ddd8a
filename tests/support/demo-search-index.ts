// The search index of the demo catalogue and its synonyms, built in memory as the server builds
// it from the database (ids are the demo products' positions from 1, as a fresh seed makes them).
import { DEMO_PRODUCTS } from '@/db/seed/catalogue';
import { DEMO_SYNONYMS } from '@/db/seed/synonyms';
import { mainCategoryLabel } from '@/lib/shared/categories';
import { toPaise } from '@/lib/shared/money';
import { parseSynonymWords } from '@/lib/shared/search/synonym-words';
import { buildIndex, type CatalogueIndex } from '@/lib/server/search/catalogue-index';

export function demoSearchIndex(): CatalogueIndex {
  const newestFirst = Date.now();
  return buildIndex(
    DEMO_PRODUCTS.map((p, i) => ({
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
