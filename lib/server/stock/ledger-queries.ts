import 'server-only';
// Reading the stock ledger: one product's rows, newest first, a page at a time, with the order's
// number as the shop shows it and the admin's name. Admins only: the rows name who did what.
import { count, desc, eq, sql } from 'drizzle-orm';
import { orders, products, stockLedger, users } from '@/db/schema';
import { sizeOf } from '@/db/schema/columns';
import type { StockReason } from '@/lib/shared/stock/ledger-reasons';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { NotFoundError } from '@/lib/server/infra/errors';
import { displayNumber } from '@/lib/server/order-numbers';

/** One row of a product's ledger as pages and the API read it. */
export interface LedgerRow {
  id: number;
  /** The size's count (null: the product's total). */
  size: string | null;
  change: number;
  /** The count after the change. */
  balance: number;
  reason: StockReason;
  note: string;
  /** The order it belongs to, as the shop writes it ("SP-1042"); null: none. */
  orderNumber: string | null;
  reference: string;
  /** Who made it: the admin's name or username (null: the system, or an admin since removed). */
  adminName: string | null;
  createdAt: string;
}

export interface LedgerPage {
  product: { id: number; name: string; stock: number };
  total: number;
  rows: LedgerRow[];
}

/** A page of product `productId`'s ledger, newest first; an unknown product is a 404. */
export async function productLedger(
  caller: Caller | null,
  productId: number,
  window: { limit: number; offset: number },
): Promise<LedgerPage> {
  requireAdmin(caller);
  const db = await database();
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new NotFoundError();
  const mine = eq(stockLedger.productId, productId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: stockLedger.id,
        size: stockLedger.size,
        change: stockLedger.change,
        balance: stockLedger.balance,
        reason: stockLedger.reason,
        note: stockLedger.note,
        orderNumber: orders.number,
        reference: stockLedger.reference,
        adminName: sql<
          string | null
        >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
        adminUsername: users.username,
        createdAt: stockLedger.createdAt,
      })
      .from(stockLedger)
      .leftJoin(orders, eq(orders.id, stockLedger.orderId))
      .leftJoin(users, eq(users.id, stockLedger.adminId))
      .where(mine)
      .orderBy(desc(stockLedger.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(stockLedger).where(mine),
  ]);
  return {
    product,
    total: counted?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      size: sizeOf(r.size),
      change: r.change,
      balance: r.balance,
      reason: r.reason,
      note: r.note,
      orderNumber: r.orderNumber === null ? null : displayNumber(r.orderNumber),
      reference: r.reference,
      adminName: r.adminName ?? r.adminUsername ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
