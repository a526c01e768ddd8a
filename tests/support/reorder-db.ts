// A real database for the reorder figures' tests, in this process: PGlite in a temporary folder,
// or a fresh PostgreSQL database with TEST_DB=postgres; an admin to ask as; histories written
// with the seed script's bulk writer (scripts/seed-history.write.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './postgres';

let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
export let caller: { id: number; username: string; isSuperuser: boolean };
type Modules = Awaited<ReturnType<typeof load>>;
export let m: Modules;

async function load() {
  const [db, read, csv, writer, sim] = await Promise.all([
    import('@/lib/server/infra/db'),
    import('@/lib/server/reorder/read'),
    import('@/lib/server/reorder/csv'),
    import('../../scripts/seed-history.write'),
    import('../../scripts/seed-history.sim'),
  ]);
  return { db, read, csv, writer, sim };
}

/** A moment in the shop's time zone: at('2026-03-15', '12:00'). */
export const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`);

/** Opens the database before the file's tests and drops it after. */
export function withReorderDatabase() {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'reorder-db-'));
    process.env.DATA_DIR = dataDir;
    process.env.AUTH_SECRET = 'reorder-test-secret-reorder-test-secret-01';
    if (process.env.TEST_DB === 'postgres') {
      const database = await createTestDatabase('reorder');
      process.env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    } else {
      delete process.env.DATABASE_URL;
    }
    m = await load();
    caller = { id: 1, username: 'owner', isSuperuser: true };
  }, 120_000);

  afterAll(async () => {
    const { disconnect } = await import('@/db');
    await disconnect();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
