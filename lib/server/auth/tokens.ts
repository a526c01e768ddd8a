import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import { refreshTokens } from '@/db/schema';
import { database } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { NotAuthenticatedError } from '@/lib/server/infra/errors';
import { getUserById, type User } from '@/lib/server/users/users';

// JWTs for API clients (docs/api.md). HS256 only: the algorithm is pinned on verify, so
// "alg: none" or an RS/HS confusion token is refused.
const ALG = 'HS256';
const ISSUER = 'shop-api';
export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 24 * 60 * 60;

type TokenKind = 'access' | 'refresh';

function key(kind: TokenKind): Uint8Array {
  // One secret, two derived keys: an access token can never pass as a refresh token.
  return new TextEncoder().encode(`${env().AUTH_SECRET}:${kind}`);
}

export interface IssuedTokens {
  access: string;
  refresh: string;
}

async function sign(kind: TokenKind, user: User, ttl: number, jti: string): Promise<string> {
  return new SignJWT({ typ: kind, tv: user.tokenVersion, username: user.username })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(key(kind));
}

/** A new pair; `familyId` carries a rotation's lineage (a login starts a new family). */
export async function issueTokens(
  user: User,
  familyId: string = randomUUID(),
): Promise<IssuedTokens> {
  const refreshId = randomUUID();
  const db = await database();
  await db.insert(refreshTokens).values({
    id: refreshId,
    familyId,
    userId: user.id,
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  return {
    access: await sign('access', user, ACCESS_TTL_SECONDS, randomUUID()),
    refresh: await sign('refresh', user, REFRESH_TTL_SECONDS, refreshId),
  };
}

interface Verified {
  user: User;
  jti: string;
}

async function verify(kind: TokenKind, token: string): Promise<Verified | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key(kind), { algorithms: [ALG], issuer: ISSUER });
    if (payload.typ !== kind || typeof payload.sub !== 'string' || typeof payload.jti !== 'string')
      return null;
    const user = await getUserById(Number(payload.sub));
    // A password change bumps the version: older tokens stop working at once.
    if (!user || payload.tv !== user.tokenVersion) return null;
    return { user, jti: payload.jti };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

/** The user of a valid access token, or null (bad, expired, tampered or revoked). */
export async function userFromAccessToken(token: string): Promise<User | null> {
  return (await verify('access', token))?.user ?? null;
}

/**
 * Rotation: a refresh token works once and yields a new pair of the same family. Presenting a
 * token that was already rotated (or revoked) means two parties hold the family, one of them
 * a thief: every live token of the family is revoked (OAuth 2.0 Security BCP, reuse
 * detection), so the thief's newer token dies too. Either way the answer is 401.
 */
export async function rotateRefreshToken(token: string): Promise<IssuedTokens> {
  const verified = await verify('refresh', token);
  if (!verified) throw new NotAuthenticatedError('Token is invalid or expired');
  const db = await database();
  const now = new Date();
  const [spent] = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.id, verified.jti),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  if (!spent) {
    await revokeFamilyOnReuse(verified.jti, verified.user.id);
    throw new NotAuthenticatedError('Token is invalid or expired');
  }
  return issueTokens(verified.user, spent.familyId);
}

async function revokeFamilyOnReuse(jti: string, userId: number): Promise<void> {
  const db = await database();
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, jti))
    .limit(1);
  if (!row?.revokedAt) return; // unknown, or merely expired: nothing was reused
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (revoked.length > 0) {
    console.warn(
      `[auth] refresh token reuse for user ${userId}: revoked ${revoked.length} newer token(s) of its family`,
    );
  }
}

/**
 * Logout ends the login the token belongs to: every token of its family stops working, so a
 * client that logs out with an older token of the line still ends the newest one. Unknown or
 * bad tokens are ignored.
 */
export async function revokeRefreshToken(token: string): Promise<void> {
  const verified = await verify('refresh', token);
  if (!verified) return;
  const db = await database();
  const family = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, verified.jti));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
}
