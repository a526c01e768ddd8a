import 'server-only';
import { getServerSession } from 'next-auth';
import type { Caller } from '@/lib/server/auth/roles';
import { getUserById, type User } from '@/lib/server/users/users';
import { serverSessionOptions } from '@/lib/server/auth/options';
import { isSessionId, isSessionRevoked } from '@/lib/server/auth/sessions';
import { userFromAccessToken } from '@/lib/server/auth/tokens';

const toCaller = (user: User): Caller => ({
  id: user.id,
  username: user.username,
  isSuperuser: user.isSuperuser,
});

/**
 * Who is asking: a bearer token (API clients) or the site's session cookie resolve to the
 * same user, re-read from the database so a removed or demoted user loses access at once.
 * Anything invalid resolves to anonymous; writes then refuse with 401/403.
 */
export async function callerFrom(request: Request): Promise<Caller | null> {
  const header = request.headers.get('authorization');
  if (header && /^bearer\s/i.test(header)) {
    const user = await userFromAccessToken(header.slice(7).trim());
    return user ? toCaller(user) : null;
  }
  return sessionCaller();
}

/**
 * The session's user in server components, server actions and handlers. A session ended by
 * sign-out (its sid is revoked), or issued before sessions had ids, is no session; a database
 * error while checking propagates (503), as it does for the user lookup.
 */
export async function sessionCaller(): Promise<Caller | null> {
  let session;
  try {
    session = await getServerSession(serverSessionOptions());
  } catch {
    return null; // a tampered or undecodable cookie is simply no session
  }
  const id = session?.user?.id;
  const sid = session?.sid;
  if (!id || !isSessionId(sid)) return null;
  const [user, revoked] = await Promise.all([getUserById(id), isSessionRevoked(sid)]);
  if (revoked || !user || user.tokenVersion !== session?.user.tokenVersion) return null;
  return toCaller(user);
}
