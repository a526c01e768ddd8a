import 'server-only';
// What the server does about backups from its start: clear leftovers of a backup its previous
// run did not finish, publish the owner's token (PGlite: `npm run backup` asks this process),
// and run the daily backup at BACKUP_TIME in the shop's time, plus one ten minutes after start
// when the newest is more than a day old (a shop whose machine sleeps at night still gets one).
// With several servers on one PostgreSQL, each day's backup is claimed in app_meta, so one
// server takes it.
import { sql } from 'drizzle-orm';
import { appMeta } from '@/db/schema';
import { SHOP_TIME_ZONE } from '@/lib/shared/shop';
import { shopDay } from '@/lib/shared/shop-day';
import { database } from '@/lib/server/infra/db';
import type { Env } from '@/lib/server/infra/env-core';
import { runBackup } from './index';
import { publishOwnerAccess } from './owner-access';
import { listStoredBackups, removeLeftovers } from './store';

const DAY_MS = 24 * 3_600_000;
const CATCH_UP_AFTER_MS = 10 * 60_000;

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds from `now` to the next `time` ("02:30") on the shop's clock. */
export function msUntilNext(time: string, now: Date): number {
  const parts = clock.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const [hour, minute] = time.split(':').map(Number);
  const localNow = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const offset = localNow - Math.floor(now.getTime() / 1000) * 1000;
  let next = Date.UTC(part('year'), part('month') - 1, part('day'), hour, minute) - offset;
  if (next <= now.getTime()) next += DAY_MS;
  return next - now.getTime();
}

/** True for the one server that takes today's backup. */
async function claimToday(now: Date): Promise<boolean> {
  const db = await database();
  const day = shopDay(now);
  const claimed = await db
    .insert(appMeta)
    .values({ key: 'backup:daily', value: day })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: day, updatedAt: sql`now()` },
      setWhere: sql`${appMeta.value} < ${day}`,
    })
    .returning({ key: appMeta.key });
  return claimed.length > 0;
}

async function dailyBackup(): Promise<void> {
  try {
    if (await claimToday(new Date())) await runBackup();
  } catch (error) {
    console.error('[backup] the daily backup failed; the earlier backups are untouched:', error);
  }
}

function every(config: Env): void {
  const wait = msUntilNext(config.BACKUP_TIME, new Date());
  setTimeout(() => {
    void dailyBackup().finally(() => every(config));
  }, wait).unref();
}

export async function startBackups(config: Env): Promise<void> {
  const removed = await removeLeftovers(config.BACKUP_DIR, config.DATA_DIR);
  if (removed)
    console.log(`[backup] removed ${removed} unfinished backup file(s) of an interrupted run`);
  if (!config.DATABASE_URL) await publishOwnerAccess(config.DATA_DIR, config.PORT);
  if (!config.BACKUPS) return;
  every(config);
  const [newest] = await listStoredBackups(config.BACKUP_DIR);
  if (!newest || Date.now() - newest.createdAt.getTime() > DAY_MS) {
    setTimeout(() => void dailyBackup(), CATCH_UP_AFTER_MS).unref();
  }
  console.log(
    `[backup] daily at ${config.BACKUP_TIME} (${SHOP_TIME_ZONE}) into ${config.BACKUP_DIR}`,
  );
}
