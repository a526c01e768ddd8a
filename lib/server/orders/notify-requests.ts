import 'server-only';
// Notify requests and the wanted list: every notify request (a shopper's "Notify me": product,
// size, the phone when the shopper gave one) is recorded, and the wanted list counts them per
// product and size, so the owner sees "5 people asked for Linen Shirt in M" and can message each
// when it is back. The shopper's WhatsApp notify message (spec) is sent from the browser.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { notifyRequests } from '@/db/schema';
import { sizeColumn, sizeOf } from '@/db/schema/columns';
import { offeredSizes, sizeInStock } from '@/lib/shared/sizes';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { countNotifyRequest } from '@/lib/server/auth/throttle';
import { database } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';
import { queryProduct } from '@/lib/server/products/catalogue-pages';
import { queryProductsByIds } from '@/lib/server/products/catalogue-pages';

export interface NotifyRequestInput {
  productId: number;
  size: string | null;
  /** "+91…" or "". */
  phone: string;
}

/** Records one request; the same phone asking again for the same product and size counts once. */
export async function recordNotifyRequest(
  input: NotifyRequestInput,
  clientAddress: string | null,
): Promise<void> {
  await countNotifyRequest(clientAddress);
  const product = await queryProduct(input.productId);
  if (!product)
    throw new ValidationError({ product_id: [`There is no product with id ${input.productId}.`] });
  if (input.size !== null && !offeredSizes(product).includes(input.size)) {
    throw new ValidationError({ size: [`"${product.name}" does not come in size ${input.size}.`] });
  }
  const db = await database();
  const size = sizeColumn(input.size);
  if (input.phone !== '') {
    const [same] = await db
      .select({ id: notifyRequests.id })
      .from(notifyRequests)
      .where(
        and(
          eq(notifyRequests.productId, product.id),
          eq(notifyRequests.size, size),
          eq(notifyRequests.phone, input.phone),
        ),
      )
      .limit(1);
    if (same) return;
  }
  await db.insert(notifyRequests).values({ productId: product.id, size, phone: input.phone });
}

export interface WantedItem {
  productId: number;
  name: string;
  size: string | null;
  /** How many asked. */
  requests: number;
  /** The phones given, newest first (admins only). */
  phones: string[];
  /** Whether that size (or the product) has stock again. */
  backInStock: boolean;
}

/** What shoppers asked for, most asked first. Admins only. */
export async function wantedList(caller: Caller | null, limit = 50): Promise<WantedItem[]> {
  requireAdmin(caller);
  const db = await database();
  const groups = await db
    .select({ productId: notifyRequests.productId, size: notifyRequests.size, n: count() })
    .from(notifyRequests)
    .groupBy(notifyRequests.productId, notifyRequests.size)
    .orderBy(desc(count()), desc(sql`max(${notifyRequests.createdAt})`))
    .limit(limit);
  if (groups.length === 0) return [];
  const ids = [...new Set(groups.map((g) => g.productId))];
  const [items, phones] = await Promise.all([
    queryProductsByIds(ids),
    db
      .select({
        productId: notifyRequests.productId,
        size: notifyRequests.size,
        phone: notifyRequests.phone,
      })
      .from(notifyRequests)
      .where(and(inArray(notifyRequests.productId, ids), sql`${notifyRequests.phone} <> ''`))
      .orderBy(desc(notifyRequests.createdAt)),
  ]);
  const byId = new Map(items.map((p) => [p.id, p]));
  return groups.flatMap((g) => {
    const product = byId.get(g.productId);
    if (!product) return [];
    const size = sizeOf(g.size);
    return [
      {
        productId: g.productId,
        name: product.name,
        size,
        requests: g.n,
        phones: [
          ...new Set(
            phones
              .filter((p) => p.productId === g.productId && p.size === g.size)
              .map((p) => p.phone),
          ),
        ],
        backInStock: sizeInStock(product, size),
      },
    ];
  });
}
