import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { revokedSessions } from '@/db/schema';
import { database } from '@/lib/server/infra/db';

// Site sessions are stateless JWT cookies; each carries a random `sid` from sign-in. Sign-out
// records the sid here, and every read of a session checks it, so a copy of the cookie taken
// before sign-out stops working on the server too, not only in the browser that signed out.

/** How long a session cookie lives; every read of the session slides it forward this much. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** A new session id: 128 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** Only ids this app issues are looked up (a decoded token is trusted, but be strict). */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{16,64}$/.test(value);
}

/**
 * Ends the session everywhere. The row must outlive every copy of the cookie: a copy can have
 * been refreshed (its expiry slid) until this moment but never after, as refreshing checks
 * this table, so "now + max age" bounds them all. Expired rows go at the same time.
 */
export async function revokeSession(sid: string): Promise<void> {
  const db = await database();
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await db
    .insert(revokedSessions)
    .values({ sid, expiresAt })
    .onConflictDoUpdate({
      target: revokedSessions.sid,
      set: { expiresAt: sql`greatest(${revokedSessions.expiresAt}, excluded.expires_at)` },
    });
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
}

export async function isSessionRevoked(sid: string): Promise<boolean> {
  const db = await database();
  const [row] = await db
    .select({ sid: revokedSessions.sid })
    .from(revokedSessions)
    .where(eq(revokedSessions.sid, sid))
    .limit(1);
  return row !== undefined;
}

/** Thrown inside next-auth for an ended (or pre-sid) session: it answers "no session". */
export class EndedSessionError extends Error {
  override name = 'EndedSessionError';
  constructor() {
    super('The session has ended.');
  }
}
