import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import { database } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { upsertSuperuser, verifyCredentials } from '@/lib/server/users/users';

export const DEMO_ADMIN_USERNAME = 'admin';

export interface AdminLogin {
  username: string;
  /** Shown only for the generated demo admin; null when the password came from config. */
  password: string | null;
  source: 'env' | 'generated' | 'existing';
}

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or update that superuser. Without them, a shop with no
 * superuser gets `admin` with a generated password kept in DATA_DIR/admin-password.txt.
 */
export async function ensureAdmin(): Promise<AdminLogin | null> {
  const e = env();
  if (e.ADMIN_USERNAME && e.ADMIN_PASSWORD) {
    await upsertSuperuser({
      username: e.ADMIN_USERNAME,
      password: e.ADMIN_PASSWORD,
      email: e.ADMIN_EMAIL,
    });
    return { username: e.ADMIN_USERNAME, password: null, source: 'env' };
  }
  const file = path.join(e.DATA_DIR, 'admin-password.txt');
  const saved = await readFile(file, 'utf8').then(
    (s) => s.trim(),
    () => null,
  );
  if (saved && (await verifyCredentials(DEMO_ADMIN_USERNAME, saved))) {
    return { username: DEMO_ADMIN_USERNAME, password: saved, source: 'generated' };
  }
  const db = await database();
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isSuperuser, true))
    .limit(1);
  if (anyAdmin) return null;
  const password = randomBytes(9).toString('base64url');
  await upsertSuperuser({ username: DEMO_ADMIN_USERNAME, password });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return { username: DEMO_ADMIN_USERNAME, password, source: 'generated' };
}
