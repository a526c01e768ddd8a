import 'server-only';
// What to reorder (admin › Reorder, its CSV and the dashboard's five): the sizes that sell,
// most urgent first (fewest days of cover), with their figures; sizes in stock that never sell;
// sizes returned for fit. Admins only. The figures come from figures-sql.ts, one statement each.
import { sql, type SQL } from 'drizzle-orm';
import {
  daysToCover,
  FIT_RETURNS_DAYS,
  FIT_RETURNS_NOTE_AT,
  NEVER_SELLS_DAYS,
  REORDER_PAGE_SIZE,
  type ReorderDays,
  type ReorderRow,
} from '@/lib/shared/reorder/rules';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database, rowsOf } from '@/lib/server/infra/db';
import { figuresCte, soldCtes } from './figures-sql';

/**
 * Runs one reorder statement with the JIT compiler off: PostgreSQL would compile these plans
 * (their cost is above jit_above_cost) for longer than they take to run.
 */
async function query<T>(statement: SQL): Promise<T[]> {
  const db = await database();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(await tx.execute(statement));
  });
}

interface FigureRecord {
  product_id: number;
  name: string;
  brand: string;
  color: string;
  size: string;
  stock: number;
  sold7: number;
  sold30: number;
  days_out7: number;
  days_out30: number;
  pace: string | null;
  cover: string | null;
  suggested: number;
  total: string | number;
}

const toRow = (r: FigureRecord): ReorderRow => ({
  productId: r.product_id,
  name: r.name,
  brand: r.brand,
  colour: r.color,
  size: r.size,
  stock: Number(r.stock),
  sold7: Number(r.sold7),
  sold30: Number(r.sold30),
  daysOut7: Number(r.days_out7),
  daysOut30: Number(r.days_out30),
  pace: r.pace === null ? null : Number(r.pace),
  coverDays: r.cover === null ? null : Number(r.cover),
  suggested: Number(r.suggested),
});

export interface ReorderOptions {
  days: ReorderDays;
  /** The clock (tests pin it); now by default. */
  now?: Date;
}

/** The sizes that sell (a pace above 0), most urgent first; `where` narrows them further. */
async function sellingRows(
  o: ReorderOptions,
  page: { limit: number; offset: number } | null,
  onlySuggested: boolean,
  byBrand = false,
) {
  const order = byBrand
    ? sql`lower(p.brand), p.brand, lower(p.name), f.product_id, f.position`
    : sql`f.cover, f.pace desc, lower(p.name), f.product_id, f.position`;
  const found = await query<FigureRecord>(sql`
    with ${figuresCte(o.now ?? new Date(), daysToCover(o.days))}
    select f.product_id, p.name, p.brand, p.color, f.size, f.stock, f.sold7, f.sold30,
      f.days_out7, f.days_out30, f.pace::text as pace, f.cover::text as cover,
      f.suggested, count(*) over () as total
    from figures f join products p on p.id = f.product_id
    where f.pace > 0 ${onlySuggested ? sql`and f.suggested > 0` : sql``}
    order by ${order}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  return { rows: found.map(toRow), total: Number(found[0]?.total ?? 0) };
}

/** One page of the list, most urgent first, and how many sizes sell / need ordering. */
export async function reorderList(caller: Caller | null, o: ReorderOptions & { page: number }) {
  requireAdmin(caller);
  const page = Math.max(1, Math.floor(o.page));
  const { rows, total } = await sellingRows(
    o,
    { limit: REORDER_PAGE_SIZE, offset: (page - 1) * REORDER_PAGE_SIZE },
    false,
  );
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / REORDER_PAGE_SIZE)) };
}

/** The `count` most urgent sizes that need ordering (the dashboard's card). */
export async function mostUrgent(caller: Caller | null, o: ReorderOptions & { count: number }) {
  requireAdmin(caller);
  return sellingRows(o, { limit: o.count, offset: 0 }, true);
}

/** Every size to order, grouped by brand then product (the supplier's CSV). */
export async function toOrderByBrand(caller: Caller | null, o: ReorderOptions) {
  requireAdmin(caller);
  return (await sellingRows(o, null, true, true)).rows;
}

export interface IdleSize {
  productId: number;
  name: string;
  size: string;
  stock: number;
}

/**
 * Sizes in stock with no piece sold in the last 90 days, of products in the shop since before
 * the 30-day window began (NEVER_SELLS_MIN_AGE_DAYS); the most pieces first, `limit` of them,
 * and how many in all.
 */
export async function sizesThatNeverSell(
  caller: Caller | null,
  o: { now?: Date; limit: number },
): Promise<{ rows: IdleSize[]; total: number }> {
  requireAdmin(caller);
  const found = await query<{
    product_id: number;
    name: string;
    size: string;
    stock: number;
    total: string;
  }>(sql`
    with ${soldCtes(o.now ?? new Date(), NEVER_SELLS_DAYS)}
    select u.product_id, p.name, u.size, u.stock, count(*) over () as total
    from units u join products p on p.id = u.product_id
    cross join w
    left join sold s on s.product_id = u.product_id and s.size = u.size
    where u.stock > 0 and coalesce(s.out_all, 0) = 0
      and p.created_at < w.s30
    order by u.stock desc, lower(p.name), u.product_id, u.position
    limit ${o.limit}`);
  return {
    rows: found.map((r) => ({
      productId: r.product_id,
      name: r.name,
      size: r.size,
      stock: Number(r.stock),
    })),
    total: Number(found[0]?.total ?? 0),
  };
}

export interface FitReturns {
  productId: number;
  name: string;
  size: string;
  tooSmall: number;
  tooBig: number;
  /** The product's fit note now ('' when none). */
  fitNote: string;
}

/**
 * Sizes returned as too small or too big at least three times (either reason) in the last year's
 * requests that were not declined, by the size the customer had; the most first.
 */
export async function sizesReturnedForFit(
  caller: Caller | null,
  o: { now?: Date; limit: number },
): Promise<FitReturns[]> {
  requireAdmin(caller);
  const db = await database();
  const since = new Date((o.now ?? new Date()).getTime() - FIT_RETURNS_DAYS * 86_400_000);
  const result = await db.execute(sql`
    select l.product_id, p.name, l.size, p.fit_note,
      coalesce(sum(rl.qty) filter (where rl.reason = 'too_small'), 0)::int as too_small,
      coalesce(sum(rl.qty) filter (where rl.reason = 'too_big'), 0)::int as too_big
    from return_requests r join return_lines rl on rl.return_id = r.id
    join order_lines l on l.id = rl.order_line_id
    join products p on p.id = l.product_id
    where r.status <> 'declined' and r.created_at >= ${since.toISOString()}
      and rl.reason in ('too_small', 'too_big')
    group by l.product_id, p.name, l.size, p.fit_note
    having greatest(coalesce(sum(rl.qty) filter (where rl.reason = 'too_small'), 0),
      coalesce(sum(rl.qty) filter (where rl.reason = 'too_big'), 0)) >= ${FIT_RETURNS_NOTE_AT}
    order by greatest(coalesce(sum(rl.qty) filter (where rl.reason = 'too_small'), 0),
      coalesce(sum(rl.qty) filter (where rl.reason = 'too_big'), 0)) desc, lower(p.name), l.size
    limit ${o.limit}`);
  return rowsOf<{
    product_id: number;
    name: string;
    size: string;
    fit_note: string;
    too_small: number;
    too_big: number;
  }>(result).map((r) => ({
    productId: r.product_id,
    name: r.name,
    size: r.size,
    tooSmall: Number(r.too_small),
    tooBig: Number(r.too_big),
    fitNote: r.fit_note,
  }));
}
