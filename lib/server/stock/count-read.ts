import 'server-only';
// Reading stocktakes for the pages: the list (open ones first, then the last few done) and one
// stocktake's sheet with each line's product name and photo.
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import { stockCountLines, stockCounts } from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import type { CountSheet, CountStatus, CountSummary } from '@/lib/shared/stock/count-request';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { getProducts } from '@/lib/server/products';

const summaryColumns = {
  id: stockCounts.id,
  scope: stockCounts.scope,
  status: stockCounts.status,
  startedAt: stockCounts.startedAt,
  postedAt: stockCounts.postedAt,
  lines: sql<number>`(select count(*)::int from stock_count_lines l where l.count_id = ${stockCounts.id})`,
  countedLines: sql<number>`(select count(*)::int from stock_count_lines l where l.count_id = ${stockCounts.id} and l.counted is not null)`,
};

interface SummaryRow {
  id: number;
  scope: string;
  status: string;
  startedAt: Date;
  postedAt: Date | null;
  lines: number;
  countedLines: number;
}

const toSummary = (row: SummaryRow): CountSummary => ({
  ...row,
  status: row.status as CountStatus,
  startedAt: row.startedAt.toISOString(),
  postedAt: row.postedAt?.toISOString() ?? null,
});

/** Open stocktakes, then the last `recent` posted or discarded. Admins only. */
export async function listCounts(
  caller: Caller | null,
  recent = 5,
): Promise<{ open: CountSummary[]; done: CountSummary[] }> {
  requireAdmin(caller);
  const db = await database();
  const [open, done] = await Promise.all([
    db
      .select(summaryColumns)
      .from(stockCounts)
      .where(eq(stockCounts.status, 'open'))
      .orderBy(asc(stockCounts.id)),
    db
      .select(summaryColumns)
      .from(stockCounts)
      .where(ne(stockCounts.status, 'open'))
      .orderBy(desc(stockCounts.id))
      .limit(recent),
  ]);
  return { open: open.map(toSummary), done: done.map(toSummary) };
}

/** One stocktake with its lines in sheet order, or null. Admins only. */
export async function countSheet(
  caller: Caller | null,
  countId: number,
): Promise<CountSheet | null> {
  requireAdmin(caller);
  const db = await database();
  const [count] = await db
    .select(summaryColumns)
    .from(stockCounts)
    .where(eq(stockCounts.id, countId));
  if (!count) return null;
  const lines = await db
    .select({
      productId: stockCountLines.productId,
      size: stockCountLines.size,
      expected: stockCountLines.expected,
      counted: stockCountLines.counted,
    })
    .from(stockCountLines)
    .where(eq(stockCountLines.countId, countId))
    .orderBy(asc(stockCountLines.position));
  const products = await getProducts([...new Set(lines.map((l) => l.productId))]);
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    ...toSummary(count),
    sheet: lines.map((line) => {
      const product = byId.get(line.productId);
      return {
        ...line,
        size: sizeOf(line.size),
        name: product?.name ?? `Product #${line.productId}`,
        photo: product?.images[0]?.url ?? null,
      };
    }),
  };
}
