import 'server-only';
import { and, asc, inArray, ne, or, sql } from 'drizzle-orm';
import { products } from '@/db/schema';
import { database } from '@/lib/server/infra/db';
import { listSizeCharts } from '@/lib/server/size-charts';
import { adminCaller } from './admin-caller';

/** Enough for a shop's designs of one kind; the picker lists them by name. */
const MAX_CANDIDATES = 200;

/**
 * What the product form offers for the design: every size chart, and the products that may be
 * the same design in other colours: those of the same sub category, and the current siblings
 * wherever they are (so they stay ticked).
 */
export async function getDesignOptions(
  subCategory: string,
  productId: number | null,
  siblingIds: readonly number[] = [],
) {
  await adminCaller();
  const db = await database();
  const sameKind = sql`lower(${products.subCategory}) = lower(${subCategory})`;
  const [charts, candidates] = await Promise.all([
    listSizeCharts(),
    db
      .select({ id: products.id, name: products.name, color: products.color })
      .from(products)
      .where(
        and(
          productId === null ? undefined : ne(products.id, productId),
          siblingIds.length ? or(sameKind, inArray(products.id, [...siblingIds])) : sameKind,
        ),
      )
      .orderBy(asc(products.name), asc(products.id))
      .limit(MAX_CANDIDATES),
  ]);
  return { charts: charts.map((c) => ({ id: c.id, name: c.name })), candidates };
}
