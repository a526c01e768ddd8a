// A throwaway database for tests that call the data layer in this process (no server): PGlite in
// a temporary directory, or a fresh PostgreSQL database with TEST_DB=postgres. Opened before the
// file's tests (then `ready` loads the modules and writes what the file needs), dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './postgres';

export function withInProcessDatabase(name: string, ready: () => Promise<void>) {
  let dataDir = '';
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `${name}-db-`));
    process.env.DATA_DIR = dataDir;
    process.env.AUTH_SECRET = `${name}-test-secret-`.padEnd(48, '0');
    if (process.env.TEST_DB === 'postgres') {
      const database = await createTestDatabase(name);
      process.env.DATABASE_URL = database.url;
      dropDatabase = database.drop;
    } else {
      delete process.env.DATABASE_URL;
    }
    await ready();
  }, 120_000);

  afterAll(async () => {
    const { disconnect } = await import('@/db');
    await disconnect();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
