import 'server-only';
import { and, desc, gt, gte, lt, sql } from 'drizzle-orm';
import { searchQueries } from '@/db/schema';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { listIndex } from './listing';

// What shoppers searched for, so the owner sees what failed: searches that found nothing and
// searches after which nobody opened a result. Only the normalised text, counts and the day are
// kept (no address, account or time), digit runs long enough to be a phone number or a PIN code
// are masked, and days older than the report's 30 are deleted.

export const REPORT_DAYS = 30;
/** New queries a day at most: a flood of made-up searches cannot grow the table without bound. */
export const MAX_QUERIES_A_DAY = 2000;
const MAX_QUERY = 80;
const SHOP_DAY = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;

/** "  Blue  SHIRT 9876543210 " → "blue shirt #"; null when nothing is left. */
export function loggedQuery(text: string): string | null {
  const query = text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .toLowerCase()
    .replace(/\d[\d\s-]{3,}\d/g, '#')
    .replace(/\S+@\S+/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY)
    .trim();
  return query || null;
}

let prunedOn = '';

async function pruneOnceADay(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  if (prunedOn === today) return;
  prunedOn = today;
  const db = await database();
  await db
    .delete(searchQueries)
    .where(lt(searchQueries.day, sql`${SHOP_DAY} - ${REPORT_DAYS}::int`));
}

/** One search made on the storefront (the results page reports it). */
export async function recordSearch(text: string): Promise<void> {
  const query = loggedQuery(text);
  if (!query) return;
  const { total } = await listIndex({ base: { search: text }, limit: 0, pageOnly: true });
  const db = await database();
  await pruneOnceADay();
  await db.execute(sql`
    insert into ${searchQueries} (day, query, searches, empty)
    select ${SHOP_DAY}, ${query}, 1, ${total === 0 ? 1 : 0}
    where (select count(*) from ${searchQueries} where day = ${SHOP_DAY}) < ${MAX_QUERIES_A_DAY}
    on conflict (day, query) do update
      set searches = ${searchQueries.searches} + 1, empty = ${searchQueries.empty} + excluded.empty`);
}

/** A result opened from a search's results: counted on that day's search, if it was logged. */
export async function recordSearchClick(text: string): Promise<void> {
  const query = loggedQuery(text);
  if (!query) return;
  const db = await database();
  await db
    .update(searchQueries)
    .set({ clicks: sql`${searchQueries.clicks} + 1` })
    .where(and(sql`${searchQueries.day} = ${SHOP_DAY}`, sql`${searchQueries.query} = ${query}`));
}

export interface SearchReportRow {
  query: string;
  searches: number;
  empty: number;
  clicks: number;
  lastDay: string;
}

const REPORT_ROWS = 50;

/** The last 30 days: searches that found nothing, and searches nobody clicked, most made first. */
export async function searchReport(
  caller: Caller | null,
): Promise<{ empty: SearchReportRow[]; unclicked: SearchReportRow[] }> {
  requireAdmin(caller);
  const db = await database();
  const totals = {
    query: searchQueries.query,
    searches: sql<number>`sum(${searchQueries.searches})::int`.as('searches'),
    empty: sql<number>`sum(${searchQueries.empty})::int`.as('empty'),
    clicks: sql<number>`sum(${searchQueries.clicks})::int`.as('clicks'),
    lastDay: sql<string>`max(${searchQueries.day})::text`.as('last_day'),
  };
  const recent = gte(searchQueries.day, sql`${SHOP_DAY} - ${REPORT_DAYS - 1}::int`);
  const grouped = db
    .select(totals)
    .from(searchQueries)
    .where(recent)
    .groupBy(searchQueries.query)
    .as('grouped');
  const [empty, unclicked] = await Promise.all([
    db
      .select()
      .from(grouped)
      .where(gt(grouped.empty, 0))
      .orderBy(desc(grouped.empty), desc(grouped.lastDay))
      .limit(REPORT_ROWS),
    db
      .select()
      .from(grouped)
      .where(and(sql`${grouped.clicks} = 0`, sql`${grouped.empty} < ${grouped.searches}`))
      .orderBy(desc(grouped.searches), desc(grouped.lastDay))
      .limit(REPORT_ROWS),
  ]);
  return { empty, unclicked };
}
