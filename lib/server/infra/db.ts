import 'server-only';
import { connect, type Db } from '@/db';
import { env } from '@/lib/server/infra/env';
import { ServiceUnavailableError } from '@/lib/server/infra/errors';

export type { Db };

/** The handle inside `db.transaction(async (tx) => …)`: writes that must share one transaction take it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const key = Symbol.for('shop.db.ready');
type Holder = { [key]?: Promise<Db> };

/** The migrated database for this process; every lib/server function starts here. */
export function database(): Promise<Db> {
  const holder = globalThis as Holder;
  holder[key] ??= (async () => {
    const connection = await connect(env());
    await connection.migrate();
    return connection.db;
  })().catch((error: unknown) => {
    delete holder[key];
    throw error;
  });
  return holder[key];
}

/** The rows of `db.execute`: postgres-js answers them, PGlite an object holding them. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** A write refused by a unique constraint (two requests racing for one name). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  '57P01',
  '57P03',
]);

/** A lost database connection becomes a 503 the client can retry, not a 500. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return true;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause !== undefined && cause !== error && isConnectionError(cause);
}

export function unavailable(error: unknown): never {
  console.error('[db] connection failed:', error);
  throw new ServiceUnavailableError();
}
