import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { loginThrottle } from '@/db/schema';
import { database } from '@/lib/server/infra/db';
import { TooManyRequestsError } from '@/lib/server/infra/errors';
import { limitAddress } from './limit-address';

// Failed logins are counted in the database, so every app server sees the same counts:
// - per account AND address: 5 failures lock that pair for 5 minutes, so a stranger's guesses
//   never keep the owner out from their own address;
// - per address, over all accounts: 20 failures lock the address (credential stuffing);
// - per account, over all addresses: never a lock, only a growing pause before each check
//   (from the 10th failure, up to 3 seconds), which makes a spread-out guessing run slow
//   without refusing the real owner.
// Addresses come from lib/server/http/client-address.ts: a forged X-Forwarded-For names nobody;
// an IPv6 client counts by its /64 (limit-address.ts).
export const MAX_FAILURES = { pair: 5, address: 20 };
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 5 * 60;
export const SLOWDOWN = { after: 10, firstMs: 250, maxMs: 3000 };

export type LoginKeys = { pair: string; address: string; account: string };

export function throttleKeys(username: string, ip: string | null): LoginKeys {
  const account = username.trim().toLowerCase().slice(0, 150);
  const address = limitAddress(ip);
  return {
    pair: `login:${account}|${address}`,
    address: `login-ip:${address}`,
    account: `login-user:${account}`,
  };
}

/** The pause before checking a password, from the account's recent failures (all addresses). */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures < SLOWDOWN.after) return 0;
  return Math.min(SLOWDOWN.maxMs, SLOWDOWN.firstMs * 2 ** (accountFailures - SLOWDOWN.after));
}

/**
 * Refuses with 429 and Retry-After while the pair or the address is locked; otherwise waits
 * out the account's slowdown.
 */
export async function assertNotThrottled(keys: LoginKeys): Promise<void> {
  const db = await database();
  const rows = await db
    .select({
      key: loginThrottle.key,
      lockedUntil: loginThrottle.lockedUntil,
      failures: loginThrottle.failures,
      fresh: sql<boolean>`${loginThrottle.windowStartedAt} >= now() - make_interval(secs => ${WINDOW_SECONDS})`,
    })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.pair, keys.address, keys.account]));
  const until = Math.max(
    0,
    ...rows.filter((r) => r.key !== keys.account).map((r) => r.lockedUntil?.getTime() ?? 0),
  );
  const wait = Math.ceil((until - Date.now()) / 1000);
  if (wait > 0) {
    throw new TooManyRequestsError(
      `Too many failed login attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
      wait,
    );
  }
  const account = rows.find((r) => r.key === keys.account);
  const pause = slowdownMs(account?.fresh ? account.failures : 0);
  if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
}

/**
 * Counts one attempt under `key` in a window of `windowSeconds` and returns the count and the
 * window's start; with `lockAt`, the key is also locked for LOCK_SECONDS when the count reaches
 * it. One statement restarts an expired window, counts and reads, so a burst of parallel
 * requests cannot all pass a check before any is counted.
 */
async function countAttempt(
  key: string,
  windowSeconds: number,
  lockAt?: number,
): Promise<{ count: number; since: Date } | undefined> {
  const db = await database();
  const expired = sql`${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        ...(lockAt !== undefined && {
          lockedUntil: sql`case when not ${expired} and ${loginThrottle.failures} + 1 >= ${lockAt}
                  then now() + make_interval(secs => ${LOCK_SECONDS}) else ${loginThrottle.lockedUntil} end`,
        }),
      },
    })
    .returning({ count: loginThrottle.failures, since: loginThrottle.windowStartedAt });
  return row;
}

export async function recordFailure(keys: LoginKeys): Promise<void> {
  await Promise.all([
    countAttempt(keys.pair, WINDOW_SECONDS, MAX_FAILURES.pair),
    countAttempt(keys.address, WINDOW_SECONDS, MAX_FAILURES.address),
    countAttempt(keys.account, WINDOW_SECONDS),
  ]);
}

/** A successful login clears its own pair (not the address's or the account's counts). */
export async function clearFailures(keys: LoginKeys): Promise<void> {
  const db = await database();
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [keys.pair]));
}

// Registrations and orders per client address: each costs work (an argon2 hash and an account;
// an order in the owner's inbox), so one address gets a fixed number per window, counted in the
// same table under "register:addr" and "order:addr".
export const MAX_REGISTRATIONS = 10;
export const REGISTRATION_WINDOW_SECONDS = 60 * 60;
export const MAX_ORDERS = 20;
export const ORDER_WINDOW_SECONDS = 60 * 60;
export const MAX_NOTIFY_REQUESTS = 30;

/** Counts one attempt under `key`; past `limit` in the window, 429 with Retry-After (the window's end). */
async function countInWindow(
  key: string,
  limit: number,
  windowSeconds: number,
  refusal: (minutes: number) => string,
): Promise<void> {
  const row = await countAttempt(key, windowSeconds);
  if (!row || row.count <= limit) return;
  const left = Math.ceil((row.since.getTime() + windowSeconds * 1000 - Date.now()) / 1000);
  // Bounded: the database's clock and ours may differ a little.
  const wait = Math.min(windowSeconds, Math.max(1, left));
  throw new TooManyRequestsError(refusal(Math.ceil(wait / 60)), wait);
}

// A request without a known address (see clientAddress) shares one key rather than going
// uncounted.
const addressKey = (kind: string, ip: string | null) => `${kind}:${limitAddress(ip)}`;

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

export const MAX_PAYMENT_CLAIMS = 30;

/** "I have paid" from one address: 30 an hour (each puts a check in the owner's inbox). */
export function countPaymentClaim(ip: string | null): Promise<void> {
  return countInWindow(
    addressKey('claim', ip),
    MAX_PAYMENT_CLAIMS,
    ORDER_WINDOW_SECONDS,
    (minutes) =>
      `Too many payment claims from your network. Please try again in ${minutes} minute(s), or message the shop on WhatsApp.`,
  );
}

export const MAX_RETURN_ASKS = 20;

/** A shopper's exchange or return ask from one address: 20 an hour (each lands in the inbox). */
export function countReturnAsk(ip: string | null): Promise<void> {
  return countInWindow(
    addressKey('return-ask', ip),
    MAX_RETURN_ASKS,
    ORDER_WINDOW_SECONDS,
    (minutes) =>
      `Too many requests from your network. Please try again in ${minutes} minute(s), or message the shop on WhatsApp.`,
  );
}
