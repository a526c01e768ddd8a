import 'server-only';
// A stocktake's life before posting: started for a scope (the system's counts taken at that
// moment as each line's `expected`), counted one size at a time (each count kept at once, so a
// phone that reloads loses nothing), or discarded. Posting is count-post.ts; reading count-read.ts.
// At most one open stocktake covers a product: two open counts of overlapping scopes would
// correct the same counts twice.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { products, productSizes, stockCountLines, stockCounts } from '@/db/schema';
import { countText, formatCount } from '@/lib/shared/counts';
import { offeredSizes } from '@/lib/shared/sizes';
import {
  COUNT_LINES_MAX,
  countEntrySchema,
  scopeLabel,
  scopesOverlap,
  startCountSchema,
} from '@/lib/shared/stock/count-request';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, type Tx } from '@/lib/server/infra/db';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { validate } from '@/lib/server/infra/validate';
import { sizeList, sizeStockOf } from '@/lib/server/products/mapping';

/** Serialises starts, so two phones starting the same count at once cannot both open one. */
const START_LOCK = 727_301;

function scopeFilter(scope: string): SQL | undefined {
  if (!scope) return undefined;
  const [main = '', sub] = scope.split('/');
  return sub
    ? and(eq(products.mainCategory, main), eq(products.subCategory, sub))
    : eq(products.mainCategory, main);
}

/** Each product's counts as the sheet lists them: one per kept size, or the total. */
async function currentCounts(tx: Tx, scope: string) {
  const where = scopeFilter(scope);
  const rows = await tx
    .select({
      id: products.id,
      size: products.size,
      footwearSize: products.footwearSize,
      stock: products.stock,
    })
    .from(products)
    .where(where)
    .orderBy(
      asc(products.mainCategory),
      asc(products.subCategory),
      asc(products.name),
      asc(products.id),
    );
  const sizeRows = await tx
    .select({
      productId: productSizes.productId,
      size: productSizes.size,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(where);
  const byProduct = new Map<number, typeof sizeRows>();
  for (const row of sizeRows)
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return rows.flatMap((p) => {
    const offered = offeredSizes({
      sizes: sizeList(p.size),
      footwearSizes: sizeList(p.footwearSize),
    });
    const perSize = sizeStockOf(offered, byProduct.get(p.id) ?? []);
    return perSize
      ? perSize.map((s) => ({ productId: p.id, size: s.size, expected: s.stock }))
      : [{ productId: p.id, size: '', expected: p.stock }];
  });
}

/** Starts a stocktake of a scope; its lines hold the counts as they are now. Admins only. */
export async function startCount(
  caller: Caller | null,
  input: unknown,
): Promise<{ countId: number }> {
  const admin = requireAdmin(caller);
  const { scope } = validate(startCountSchema, input);
  const db = await database();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    const open = await tx
      .select({ id: stockCounts.id, scope: stockCounts.scope })
      .from(stockCounts)
      .where(eq(stockCounts.status, 'open'));
    const clash = open.find((c) => scopesOverlap(c.scope, scope));
    if (clash) {
      throw new ConflictError(
        `Stocktake ${clash.id} (${scopeLabel(clash.scope)}) is still open and counts some of the same products: finish or discard it first.`,
        'scope',
      );
    }
    const lines = await currentCounts(tx, scope);
    if (lines.length === 0) {
      throw new ValidationError({ scope: [`${scopeLabel(scope)} has no products to count.`] });
    }
    if (lines.length > COUNT_LINES_MAX) {
      throw new ValidationError({
        scope: [
          `${scopeLabel(scope)} is ${countText(lines.length, 'size', 'sizes')} to count: count a category at a time (at most ${formatCount(COUNT_LINES_MAX)}).`,
        ],
      });
    }
    const [count] = await tx
      .insert(stockCounts)
      .values({ scope, adminId: admin.id })
      .returning({ id: stockCounts.id });
    const countId = count!.id;
    for (let at = 0; at < lines.length; at += 500) {
      await tx
        .insert(stockCountLines)
        .values(
          lines.slice(at, at + 500).map((line, i) => ({ countId, ...line, position: at + i })),
        );
    }
    return { countId };
  });
}

/** Refuses work on a stocktake that is not open, naming what it is. */
export async function requireOpenCount(tx: Tx, countId: number): Promise<void> {
  const [count] = await tx
    .select({ status: stockCounts.status })
    .from(stockCounts)
    .where(eq(stockCounts.id, countId))
    .for('update');
  if (!count) throw new NotFoundError(`There is no stocktake ${countId}.`);
  if (count.status !== 'open') {
    throw new ConflictError(`Stocktake ${countId} was ${count.status} already: it cannot change.`);
  }
}

/** Keeps one size's count (null: not counted). Admins only. */
export async function saveCountEntry(caller: Caller | null, input: unknown): Promise<void> {
  requireAdmin(caller);
  const entry = validate(countEntrySchema, input);
  const db = await database();
  await db.transaction(async (tx) => {
    await requireOpenCount(tx, entry.countId);
    const saved = await tx
      .update(stockCountLines)
      .set({ counted: entry.counted })
      .where(
        and(
          eq(stockCountLines.countId, entry.countId),
          eq(stockCountLines.productId, entry.productId),
          eq(stockCountLines.size, entry.size),
        ),
      )
      .returning({ productId: stockCountLines.productId });
    if (!saved.length) throw new NotFoundError('That product and size is not on this stocktake.');
  });
}

/** Drops an open stocktake: nothing is corrected. Admins only. */
export async function discardCount(caller: Caller | null, countId: number): Promise<void> {
  requireAdmin(caller);
  const db = await database();
  await db.transaction(async (tx) => {
    await requireOpenCount(tx, countId);
    await tx.update(stockCounts).set({ status: 'discarded' }).where(eq(stockCounts.id, countId));
  });
}
