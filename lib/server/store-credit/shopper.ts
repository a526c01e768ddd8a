import 'server-only';
// A signed-in shopper's store credit on the web. Accounts keep no phone of their own, and a phone
// number is no secret, so the web spends only the credit of a phone the shop has already dealt
// with on this account: a phone on one of the shopper's own orders the shop confirmed (or took
// further). The checkout offers that phone's balance; placing the order checks the phone again.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders } from '@/db/schema';
import { normalizeIndianMobile } from '@/lib/shared/orders/contact';
import type { Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { storeCreditBalance } from './read';

const DEALT_WITH = ['confirmed', 'ready', 'completed'] as const;

/** The phones of the caller's orders the shop took up, the latest order's first. */
export async function shopperCreditPhones(caller: Caller | null): Promise<string[]> {
  if (!caller) return [];
  const db = await database();
  const rows = await db
    .select({ phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.userId, caller.id), inArray(orders.status, [...DEALT_WITH])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  return [...new Set(rows.map((r) => r.phone).filter((p) => p !== ''))];
}

/** Whether the caller may spend the credit of `phone` on the web. */
export async function mayShopperSpend(caller: Caller | null, phone: string): Promise<boolean> {
  const normal = normalizeIndianMobile(phone);
  return normal !== null && (await shopperCreditPhones(caller)).includes(normal);
}

export interface ShopperCredit {
  /** "+919876543210": the shopper's own phone, from their own orders. */
  phone: string;
  balancePaise: number;
}

/** The first of the caller's phones with credit on it, and its balance; null when none has. */
export async function shopperCredit(caller: Caller | null): Promise<ShopperCredit | null> {
  for (const phone of await shopperCreditPhones(caller)) {
    const balancePaise = await storeCreditBalance(phone);
    if (balancePaise > 0) return { phone, balancePaise };
  }
  return null;
}
