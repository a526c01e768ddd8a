import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { loginThrottle } from '@/db/schema';
import { database } from '@/lib/server/infra/db';
import { TooManyRequestsError } from '@/lib/server/infra/errors';

// Failed logins are counted per username and per client address in the database, so every
// app server sees the same counts. Past the limit inside the window the key is locked.
export const MAX_FAILURES = { user: 5, ip: 20 };
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 5 * 60;

export function throttleKeys(username: string, ip: string | null): string[] {
  const keys = [`user:${username.trim().toLowerCase().slice(0, 150)}`];
  if (ip) keys.push(`ip:${ip.slice(0, 64)}`);
  return keys;
}

/** Refuses with 429 and Retry-After while any of the keys is locked. */
export async function assertNotThrottled(keys: string[]): Promise<void> {
  const db = await database();
  const rows = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  const wait = Math.ceil((until - Date.now()) / 1000);
  if (wait > 0) {
    throw new TooManyRequestsError(
      `Too many failed login attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
      wait,
    );
  }
}

export async function recordFailure(keys: string[]): Promise<void> {
  const db = await database();
  for (const key of keys) {
    const limit = key.startsWith('ip:') ? MAX_FAILURES.ip : MAX_FAILURES.user;
    // One statement: restart the window when it is over, count, and lock at the limit.
    await db.execute(sql`
      insert into ${loginThrottle} (key, failures, window_started_at)
      values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when ${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${WINDOW_SECONDS})
                        then 1 else ${loginThrottle.failures} + 1 end,
        window_started_at = case when ${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${WINDOW_SECONDS})
                        then now() else ${loginThrottle.windowStartedAt} end,
        locked_until = case when ${loginThrottle.windowStartedAt} >= now() - make_interval(secs => ${WINDOW_SECONDS})
                             and ${loginThrottle.failures} + 1 >= ${limit}
                        then now() + make_interval(secs => ${LOCK_SECONDS}) else ${loginThrottle.lockedUntil} end`);
  }
}

/** A successful login clears the username's count (not the address's). */
export async function clearFailures(keys: string[]): Promise<void> {
  const userKeys = keys.filter((k) => k.startsWith('user:'));
  if (userKeys.length === 0) return;
  const db = await database();
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, userKeys));
}

// Registrations and orders per client address: each costs work (an argon2 hash and an account;
// an order in the owner's inbox), so one address gets a fixed number per window, counted in the
// same table under "register:addr" and "order:addr".
export const MAX_REGISTRATIONS = 10;
export const REGISTRATION_WINDOW_SECONDS = 60 * 60;
export const MAX_ORDERS = 20;
export const ORDER_WINDOW_SECONDS = 60 * 60;
export const MAX_NOTIFY_REQUESTS = 30;

/**
 * Counts one attempt under `key` and refuses with 429 (and Retry-After, the end of the window)
 * past `limit`. One statement counts and reads, so a burst of parallel requests cannot all pass
 * the check before any is counted.
 */
async function countInWindow(
  key: string,
  limit: number,
  windowSeconds: number,
  refusal: (minutes: number) => string,
): Promise<void> {
  const expired = sql`${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const db = await database();
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: loginThrottle.failures, since: loginThrottle.windowStartedAt });
  if (!row || row.count <= limit) return;
  const left = Math.ceil((row.since.getTime() + windowSeconds * 1000 - Date.now()) / 1000);
  // Bounded: the database's clock and ours may differ a little.
  const wait = Math.min(windowSeconds, Math.max(1, left));
  throw new TooManyRequestsError(refusal(Math.ceil(wait / 60)), wait);
}

// Next fills X-Forwarded-For from the socket, so a missing address is unusual; such requests
// share one key rather than going uncounted.
const addressKey = (kind: string, ip: string | null) => `${kind}:${(ip ?? 'unknown').slice(0, 64)}`;

export function countRegistration(ip: string | null): Promise<void> {
  return countInWindow(
    addressKey('register', ip),
    MAX_REGISTRATIONS,
    REGISTRATION_WINDOW_SECONDS,
    (minutes) =>
      `Too many registrations from your network. Please try again in ${minutes} minute(s).`,
  );
}

export function countOrder(ip: string | null): Promise<void> {
  return countInWindow(
    addressKey('order', ip),
    MAX_ORDERS,
    ORDER_WINDOW_SECONDS,
    (minutes) =>
      `Too many orders from your network. Please try again in ${minutes} minute(s), or message the shop on WhatsApp.`,
  );
}

export function countNotifyRequest(ip: string | null): Promise<void> {
  return countInWindow(
    addressKey('notify', ip),
    MAX_NOTIFY_REQUESTS,
    ORDER_WINDOW_SECONDS,
    (minutes) => `Too many requests from your network. Please try again in ${minutes} minute(s).`,
  );
}
