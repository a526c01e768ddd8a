import 'server-only';
// Shoppers' asks per client address: each puts a request in the owner's inbox, so one address
// gets a fixed number an hour, counted like the shop's other public writes (orders, payment
// claims, notify requests: lib/server/auth/throttle.ts) in the same table, under "return-ask:addr".
// One statement restarts an expired window, counts and reads, so parallel asks cannot all pass.
import { sql } from 'drizzle-orm';
import { loginThrottle } from '@/db/schema';
import { limitAddress } from '@/lib/server/auth/limit-address';
import { database } from '@/lib/server/infra/db';
import { TooManyRequestsError } from '@/lib/server/infra/errors';

export const MAX_RETURN_ASKS = 20;
const WINDOW_SECONDS = 60 * 60;

/** Counts one ask from `ip`; past MAX_RETURN_ASKS in the hour, 429 with Retry-After. */
export async function countReturnAsk(ip: string | null): Promise<void> {
  const db = await database();
  const expired = sql`${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${WINDOW_SECONDS})`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key: `return-ask:${limitAddress(ip)}`, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: loginThrottle.failures, since: loginThrottle.windowStartedAt });
  if (!row || row.count <= MAX_RETURN_ASKS) return;
  const left = Math.ceil((row.since.getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000);
  const wait = Math.min(WINDOW_SECONDS, Math.max(1, left));
  throw new TooManyRequestsError(
    `Too many requests from your network. Please try again in ${Math.ceil(wait / 60)} minute(s), or message the shop on WhatsApp.`,
    wait,
  );
}
