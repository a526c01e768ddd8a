import 'server-only';
import { eq } from 'drizzle-orm';
import { appMeta } from '@/db/schema';
import { database } from '@/lib/server/infra/db';

export async function readMeta(key: string): Promise<string | null> {
  const db = await database();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value ?? null;
}

export async function writeMeta(key: string, value: string): Promise<void> {
  const db = await database();
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}
