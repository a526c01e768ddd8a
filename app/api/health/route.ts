import { sql } from 'drizzle-orm';
import { database } from '@/lib/server/infra/db';

export const dynamic = 'force-dynamic';

/** Liveness and database reachability, for load balancers and the test harness. */
export async function GET() {
  try {
    const db = await database();
    await db.execute(sql`select 1`);
    return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return Response.json(
      { status: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
