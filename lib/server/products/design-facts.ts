import 'server-only';
import { asc, inArray, sql } from 'drizzle-orm';
import { productImages, products } from '@/db/schema';
import type { ColourSibling, Product } from '@/lib/shared/product';
import { chartForSizes, type SizeChart } from '@/lib/shared/size-charts/chart';
import { chartKindOf } from '@/lib/shared/size-charts/kinds';
import { offeredSizes } from '@/lib/shared/sizes';
import { database } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { storageFor } from '@/lib/server/infra/storage';
import { listSizeCharts } from '@/lib/server/size-charts/charts';

// What a product read adds beyond the product's own rows: its size guide (its own chart, else
// its kind's, limited to its sizes) and the other colours of its design.

/** The chart a product uses: the one it names, else its kind's; null when none fits. */
export function chartOf(product: Product, charts: readonly SizeChart[]): SizeChart | null {
  const own = product.sizeChartId ? charts.find((c) => c.id === product.sizeChartId) : undefined;
  if (own) return own;
  const kind = chartKindOf(product);
  return kind ? (charts.find((c) => c.kind === kind) ?? null) : null;
}

interface Member extends ColourSibling {
  group: number;
}

/** Every member of the given colour groups, in id order, with its first photo. */
async function membersOf(groups: number[]): Promise<Member[]> {
  if (groups.length === 0) return [];
  const db = await database();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      color: products.color,
      group: products.colourGroup,
      inStock: sql<boolean>`${products.available} and ${products.stock} > 0`,
      // Qualified by hand: drizzle writes a lone table's columns bare, and a bare "id" inside the
      // subquery is the photo's own id (every colour then got one unrelated photo).
      imageKey: sql<string | null>`(select pi.storage_key from ${productImages} pi
        where pi.product_id = ${products}.id order by pi.position, pi.id limit 1)`,
    })
    .from(products)
    .where(inArray(products.colourGroup, groups))
    .orderBy(asc(products.id));
  const storage = storageFor(env());
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    color: r.color,
    group: r.group ?? 0,
    inStock: Boolean(r.inStock),
    imageUrl: r.imageKey ? storage.url(r.imageKey) : null,
  }));
}

/** The products with their size guide and colour siblings filled in. */
export async function withDesignFacts(list: Product[]): Promise<Product[]> {
  if (list.length === 0) return list;
  const groups = [...new Set(list.map((p) => p.colourGroup).filter((g): g is number => !!g))];
  const [charts, members] = await Promise.all([listSizeCharts(), membersOf(groups)]);
  return list.map((product) => {
    const chart = chartOf(product, charts);
    const siblings = product.colourGroup
      ? members
          .filter((m) => m.group === product.colourGroup && m.id !== product.id)
          .map(({ group: _group, ...sibling }) => sibling)
      : [];
    return {
      ...product,
      sizeChart: chart ? chartForSizes(chart, offeredSizes(product), product.fitNote ?? '') : null,
      colourSiblings: siblings,
    };
  });
}
