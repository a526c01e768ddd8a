import 'server-only';
// Posting a stocktake: one transaction that adds counted − expected to each counted count AS IT
// IS NOW, so a sale made while counting (after the count's moment) stays taken: the shelf had
// `counted` at the moment, the system had `expected`, and every move since applies on top.
// A correction that would go below zero (more sold since than the shelf held, so the count was
// short) sets the count to 0 and is reported: the shelf cannot hold fewer than none, and
// refusing would leave every other line of the stocktake uncorrected.
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { products, stockCountLines, stockCounts } from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import {
  countReference,
  type ClampedLine,
  type PostCountDone,
} from '@/lib/shared/stock/count-request';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, type Tx } from '@/lib/server/infra/db';
import { invalidateCatalogue } from '@/lib/server/products';
import { tracksSizes } from '@/lib/server/products/size-stock-writes';
import { adjustStock } from './adjust';
import type { StockMoveContext } from './ledger';
import { requireOpenCount } from './count';

interface Correction {
  productId: number;
  size: string | null;
  name: string;
  expected: number;
  counted: number;
}

/** One line's correction: applied, clamped at 0, or skipped (its count is gone). */
async function correct(tx: Tx, line: Correction, context: StockMoveContext) {
  const wanted = line.counted - line.expected;
  // A count the product no longer keeps (moved between per-size and one count): left alone.
  if ((line.size !== null) !== (await tracksSizes(tx, line.productId))) return 'skipped';
  const note = `Counted ${line.counted}, expected ${line.expected}`;
  const moved = await adjustStock(tx, line.productId, line.size, wanted, { ...context, note });
  if (moved.kind === 'changed') return 'changed';
  if (moved.kind !== 'too-few') return 'skipped';
  const applied = -moved.available;
  if (applied !== 0) {
    const clampNote = `${note}; more sold since than counted, set to 0`;
    await adjustStock(tx, line.productId, line.size, applied, { ...context, note: clampNote });
  }
  return { productId: line.productId, size: line.size, name: line.name, wanted, applied };
}

/** Posts an open stocktake's differences as corrections and marks it posted. Admins only. */
export async function postCount(caller: Caller | null, countId: number): Promise<PostCountDone> {
  const admin = requireAdmin(caller);
  const db = await database();
  /** The products whose counts the stocktake corrects. */
  let counted: number[] = [];
  const done = await db.transaction(async (tx) => {
    // The row lock taken here makes a second post wait, then find it posted (a 409).
    await requireOpenCount(tx, countId);
    const lines = await tx
      .select({
        productId: stockCountLines.productId,
        size: stockCountLines.size,
        name: products.name,
        expected: stockCountLines.expected,
        counted: stockCountLines.counted,
      })
      .from(stockCountLines)
      .innerJoin(products, eq(products.id, stockCountLines.productId))
      .where(
        and(
          eq(stockCountLines.countId, countId),
          isNotNull(stockCountLines.counted),
          ne(stockCountLines.counted, stockCountLines.expected),
        ),
      )
      // In product order, as every stock move locks its products (no deadlock with a sale).
      .orderBy(asc(stockCountLines.productId), asc(stockCountLines.position));
    const context: StockMoveContext = {
      reason: 'stocktake',
      adminId: admin.id,
      reference: countReference(countId),
    };
    counted = lines.map((line) => line.productId);
    const result: PostCountDone = { corrected: 0, clamped: [], skipped: 0 };
    for (const line of lines) {
      const outcome = await correct(
        tx,
        { ...line, size: sizeOf(line.size), counted: line.counted! },
        context,
      );
      if (outcome === 'skipped') result.skipped += 1;
      else if (outcome === 'changed') result.corrected += 1;
      else {
        result.clamped.push(outcome satisfies ClampedLine);
        if (outcome.applied !== 0) result.corrected += 1;
      }
    }
    await tx
      .update(stockCounts)
      .set({ status: 'posted', postedAt: new Date() })
      .where(eq(stockCounts.id, countId));
    return result;
  });
  invalidateCatalogue({ products: counted });
  return done;
}
