import 'server-only';
// HSN codes and GST rates per kind of goods: the sourced defaults with the owner's saved rows
// over them, kept per catalogue version (a save moves it, and the table's trigger tells every
// other server). The invoice reads a line's rate here when it is issued, then keeps it.
import { and, gt, lte } from 'drizzle-orm';
import { products, taxRates } from '@/db/schema';
import { ALL_SUB_CATEGORIES } from '@/lib/shared/categories';
import {
  DEFAULT_KIND_RATES,
  FALLBACK_KIND_RATE,
  type KindRate,
} from '@/lib/shared/invoices/default-rates';
import { taxRatesSchema } from '@/lib/shared/invoices/rates-form';
import {
  effectiveRule,
  REPRICE_BAND,
  needsRepricing,
  type TaxRule,
} from '@/lib/shared/invoices/tax-rates';
import { paiseToString, toPaise } from '@/lib/shared/money';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { validate } from '@/lib/server/infra/validate';
import { versionMemo } from '@/lib/server/infra/version-memo';
import { invalidateCatalogue } from '@/lib/server/products/catalogue';

export type RateTable = Record<string, KindRate & { saved: boolean }>;

const memo = versionMemo<RateTable>({ maxWeight: 1, weigh: () => 1, ttlMs: 60 * 60 * 1000 });

async function readRates(): Promise<RateTable> {
  const db = await database();
  const rows = await db.select().from(taxRates);
  const saved = new Map(rows.map((r) => [r.kind, r]));
  const table: RateTable = {};
  for (const kind of ALL_SUB_CATEGORIES) {
    const row = saved.get(kind);
    const base = DEFAULT_KIND_RATES[kind] ?? FALLBACK_KIND_RATE;
    const rule: TaxRule = row
      ? row.rule === 'slab'
        ? { kind: 'slab' }
        : { kind: 'fixed', rateBp: row.rateBp }
      : base.rule;
    const hsn = row?.hsn ?? base.hsn;
    table[kind] = { hsn, rule: effectiveRule(hsn, rule), saved: row !== undefined };
  }
  return table;
}

/** Every kind's HSN code and rule (the built-in slab for clothing chapters). */
export function getTaxRates(): Promise<RateTable> {
  return memo('rates', readRates);
}

/** One kind's rate; a sub-category the taxonomy does not know takes the fallback. */
export function kindRate(table: RateTable, subCategory: string): KindRate {
  return table[subCategory] ?? FALLBACK_KIND_RATE;
}

/** Saves the whole table (admins); a bad row refuses all, naming it ("rows.3.hsn"). */
export async function saveTaxRates(caller: Caller | null, input: unknown): Promise<void> {
  requireAdmin(caller);
  const { rows } = validate(taxRatesSchema, input, 'dotted');
  const db = await database();
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const values = {
        hsn: row.hsn,
        rule: row.rule.kind,
        rateBp: row.rule.kind === 'fixed' ? row.rule.rateBp : 0,
        updatedAt: new Date(),
      };
      await tx
        .insert(taxRates)
        .values({ kind: row.kind, ...values })
        .onConflictDoUpdate({ target: taxRates.kind, set: values });
    }
  });
  invalidateCatalogue({ products: [] });
}

export interface RepriceItem {
  id: number;
  name: string;
  price: string;
  subCategory: string;
}

/**
 * Products whose tax-inclusive price fits neither slab (above ₹2,625, up to ₹2,950) in a kind
 * that follows it: invoiced at 18% until repriced. Admins only.
 */
export async function productsToReprice(caller: Caller | null): Promise<RepriceItem[]> {
  requireAdmin(caller);
  const [db, table] = await Promise.all([database(), getTaxRates()]);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      subCategory: products.subCategory,
    })
    .from(products)
    .where(
      and(
        gt(products.price, paiseToString(REPRICE_BAND.abovePaise)),
        lte(products.price, paiseToString(REPRICE_BAND.upToPaise)),
      ),
    )
    .orderBy(products.name)
    .limit(500);
  return rows.filter(
    (p) => kindRate(table, p.subCategory).rule.kind === 'slab' && needsRepricing(toPaise(p.price)),
  );
}
