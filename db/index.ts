// One database client per process, shared across Next's bundles and hot reloads through
// globalThis. PostgreSQL when DATABASE_URL is set; otherwise PGlite under DATA_DIR.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type { Env } from '@/lib/server/infra/env-core';
import { acquireDataDirLock, type HeldLock } from './pglite-lock';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;
export { schema };

interface Connection {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite's own client, for what drizzle does not reach (a backup's COPY); unset on PostgreSQL. */
  pglite?: PGliteInterface;
  /** Runs pending migrations (idempotent); `folder` names another journal (a backup's level). */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `work` while no other app server runs its own (PostgreSQL: an advisory lock), so
   * servers starting together seed and create the admin once. PGlite is one process anyway.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /** CHECKPOINT (PGlite), close, release the lock. Safe to call twice. */
  close(): Promise<void>;
}

export const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');
const key = Symbol.for('shop.db.connection');
type Holder = { [key]?: Promise<Connection> };
const holder = globalThis as unknown as Holder;

/** Thrown when `next build` tries to open the database: a route was about to be prerendered. */
export class BuildTimeDatabaseError extends Error {
  override name = 'BuildTimeDatabaseError';
  constructor() {
    super(
      'next build must never open the database (docs/architecture.md): every page is rendered per ' +
        'request, so a route that reads data at build time is a bug in its segment config.',
    );
  }
}

export function connect(config: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Connection> {
  // The build runs page workers while `npm start` waits to open the same PGlite directory, and
  // a PostgreSQL need not be reachable from the build machine: fail the build loudly instead.
  if (process.env.NEXT_PHASE === 'phase-production-build')
    return Promise.reject(new BuildTimeDatabaseError());
  holder[key] ??= (
    config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.DATA_DIR)
  ).catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}

/** The connection if one was opened in this process (for shutdown hooks). */
export function currentConnection(): Promise<Connection> | undefined {
  return holder[key];
}

export async function disconnect(): Promise<void> {
  const pending = holder[key];
  if (!pending) return;
  delete holder[key];
  await (await pending).close();
}

async function openPglite(dataDir: string): Promise<Connection> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const lock: HeldLock = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create(dir);
    const db = drizzle({ client, schema }) as unknown as Db;
    let closed = false;
    return {
      db,
      kind: 'pglite',
      pglite: client,
      alone: (work) => work(),
      async migrate(folder = MIGRATIONS) {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(db as never, { migrationsFolder: folder });
      },
      async close() {
        if (closed) return;
        closed = true;
        try {
          await client.query('CHECKPOINT');
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Connection> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const client = postgres(url, {
    max: 10,
    idle_timeout: 30,
    connect_timeout: 5,
    onnotice: () => {},
  });
  const db = drizzle({ client, schema });
  return {
    db,
    kind: 'postgres',
    async migrate(folder = MIGRATIONS) {
      // Several app servers may start at once: one migrates while the others wait.
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(727274)`;
        await migrate(drizzle({ client: single }), { migrationsFolder: folder });
        await single`select pg_advisory_unlock(727274)`;
      } finally {
        await single.end();
      }
    },
    async alone(work) {
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(727275)`;
        return await work();
      } finally {
        await single.end();
      }
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
