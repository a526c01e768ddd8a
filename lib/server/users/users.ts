import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens, users, type UserRow } from '@/db/schema';
import type { Db } from '@/lib/server/infra/db';
import { database, isUniqueViolation } from '@/lib/server/infra/db';
import { ConflictError } from '@/lib/server/infra/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '@/lib/server/users/passwords';

export interface User {
  id: number;
  username: string;
  email: string | null;
  isSuperuser: boolean;
  firstName: string;
  lastName: string;
  tokenVersion: number;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    isSuperuser: row.isSuperuser,
    firstName: row.firstName,
    lastName: row.lastName,
    tokenVersion: row.tokenVersion,
  };
}

async function findRowByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`)
    .limit(1);
  return row;
}

export async function getUserById(id: number): Promise<User | null> {
  const db = await database();
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toUser(row) : null;
}

/** The user when the password matches; null otherwise, in the same time either way. */
export async function verifyCredentials(username: string, password: string): Promise<User | null> {
  const db = await database();
  const row = await findRowByUsername(db, username);
  if (!row) return burnPasswordCheck(password).then(() => null);
  return (await verifyPassword(row.passwordHash, password)) ? toUser(row) : null;
}

export async function createUser(input: {
  username: string;
  email: string | null;
  password: string;
  isSuperuser?: boolean;
}): Promise<User> {
  const db = await database();
  if (await findRowByUsername(db, input.username)) {
    throw new ConflictError('A user with that username already exists.', 'username');
  }
  if (input.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`)
      .limit(1);
    if (taken) throw new ConflictError('A user with that email already exists.', 'email');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username.trim(),
        email: input.email?.trim() || null,
        passwordHash,
        isSuperuser: input.isSuperuser ?? false,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toUser(row);
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    if (isUniqueViolation(error))
      throw new ConflictError('A user with that username or email already exists.');
    throw error;
  }
}

/**
 * Creates the superuser, or makes an existing user of that name a superuser with this
 * password. A changed password revokes every token and session issued before.
 */
export async function upsertSuperuser(input: {
  username: string;
  password: string;
  email?: string | null;
}): Promise<{ user: User; created: boolean }> {
  const db = await database();
  const existing = await findRowByUsername(db, input.username);
  if (!existing) {
    return {
      user: await createUser({ ...input, email: input.email ?? null, isSuperuser: true }),
      created: true,
    };
  }
  const samePassword = await verifyPassword(existing.passwordHash, input.password);
  const [row] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        isSuperuser: true,
        ...(input.email ? { email: input.email } : {}),
        ...(samePassword
          ? {}
          : {
              passwordHash: await hashPassword(input.password),
              tokenVersion: sql`${users.tokenVersion} + 1`,
            }),
      })
      .where(eq(users.id, existing.id))
      .returning();
    if (!samePassword) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.userId, existing.id));
    }
    return updated;
  });
  if (!row) throw new Error('update returned no row');
  return { user: toUser(row), created: false };
}
