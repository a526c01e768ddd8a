import 'server-only';
// Receiving stock: one supplier's bill saved in one transaction (the receipt, its lines, and each
// line's count raised through adjustStock with its ledger row), or nothing at all when a line
// names a product or size the shop does not keep. The page lists the last few receipts.
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { products, productSizes, stockReceiptLines, stockReceipts } from '@/db/schema';
import { sizeColumn } from '@/db/schema/columns';
import { paiseToString } from '@/lib/shared/money';
import {
  receiptReference,
  receiveStockSchema,
  type ReceiptSummary,
  type ReceiveStockDone,
} from '@/lib/shared/stock/receive-request';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, type Tx } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';
import { validate } from '@/lib/server/infra/validate';
import { invalidateCatalogue } from '@/lib/server/products';
import { tracksSizes } from '@/lib/server/products/size-stock-writes';
import { adjustStock } from './adjust';

/** Why a line's size cannot be received, in the owner's words. */
async function sizeRefusal(tx: Tx, productId: number, name: string, size: string | null) {
  const rows = await tx
    .select({ size: productSizes.size })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(productSizes.position);
  const kept = rows.map((r) => r.size).join(', ');
  if (size === null) return `“${name}” is counted per size: choose one of ${kept}.`;
  if (!kept)
    return `“${name}” is counted as one, not per size: leave the size empty (not ${size}).`;
  return `“${name}” does not keep size ${size}: it keeps ${kept}.`;
}

/** Saves a supplier's bill and raises the stock of each line. Admins only. */
export async function receiveStock(
  caller: Caller | null,
  input: unknown,
): Promise<ReceiveStockDone> {
  const admin = requireAdmin(caller);
  const request = validate(receiveStockSchema, input, 'dotted');
  const db = await database();
  const done = await db.transaction(async (tx) => {
    const ids = [...new Set(request.lines.map((l) => l.productId))];
    const names = new Map(
      (
        await tx
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, ids))
      ).map((p) => [p.id, p.name]),
    );
    const [receipt] = await tx
      .insert(stockReceipts)
      .values({
        supplier: request.supplier,
        billNumber: request.billNumber,
        note: request.note,
        adminId: admin.id,
      })
      .returning({ id: stockReceipts.id });
    const receiptId = receipt!.id;
    const context = {
      reason: 'receipt' as const,
      adminId: admin.id,
      reference: receiptReference(receiptId),
      note: [request.supplier, request.billNumber && `bill ${request.billNumber}`]
        .filter(Boolean)
        .join(', '),
    };
    // In product order, as every stock move locks its products: a receipt and a sale of the
    // same two products queue instead of deadlocking.
    const inLockOrder = [...request.lines.entries()].sort(
      ([, a], [, b]) => a.productId - b.productId,
    );
    for (const [i, line] of inLockOrder) {
      const name = names.get(line.productId);
      // adjustStock adds a size's pieces to the total of a product not kept per size: refuse it.
      const moved = !name
        ? ({ kind: 'no-product' } as const)
        : line.size !== null && !(await tracksSizes(tx, line.productId))
          ? ({ kind: 'size-not-kept' } as const)
          : await adjustStock(tx, line.productId, line.size, line.qty, context);
      if (moved.kind === 'no-product') {
        throw new ValidationError({
          [`lines.${i}.productId`]: [`Product #${line.productId} is no longer in the shop.`],
        });
      }
      if (moved.kind === 'size-not-kept') {
        throw new ValidationError({
          [`lines.${i}.size`]: [await sizeRefusal(tx, line.productId, name!, line.size)],
        });
      }
      if (moved.kind === 'too-few') throw new Error('a receipt never takes stock away');
    }
    await tx.insert(stockReceiptLines).values(
      request.lines.map((line) => ({
        receiptId,
        productId: line.productId,
        size: sizeColumn(line.size),
        qty: line.qty,
        costPrice: line.costPrice === null ? null : paiseToString(line.costPrice),
      })),
    );
    return { receiptId, pieces: request.lines.reduce((sum, l) => sum + l.qty, 0) };
  });
  invalidateCatalogue({ products: request.lines.map((line) => line.productId) });
  return done;
}

/** The newest receipts, for the page. Admins only. */
export async function recentReceipts(caller: Caller | null, limit = 8): Promise<ReceiptSummary[]> {
  requireAdmin(caller);
  const db = await database();
  const rows = await db
    .select({
      id: stockReceipts.id,
      supplier: stockReceipts.supplier,
      billNumber: stockReceipts.billNumber,
      createdAt: stockReceipts.createdAt,
      pieces: sql<number>`coalesce(sum(${stockReceiptLines.qty}), 0)::int`,
      lines: sql<number>`count(${stockReceiptLines.id})::int`,
    })
    .from(stockReceipts)
    .leftJoin(stockReceiptLines, eq(stockReceiptLines.receiptId, stockReceipts.id))
    .groupBy(stockReceipts.id)
    .orderBy(desc(stockReceipts.createdAt), desc(stockReceipts.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
