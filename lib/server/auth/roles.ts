import 'server-only';
import { ForbiddenError, NotAuthenticatedError } from '@/lib/server/infra/errors';

/** Who is asking: resolved from a bearer token or the session cookie, or null (anonymous). */
export interface Caller {
  id: number;
  username: string;
  isSuperuser: boolean;
}

export function requireUser(caller: Caller | null): Caller {
  if (!caller) throw new NotAuthenticatedError();
  return caller;
}

export function requireAdmin(caller: Caller | null): Caller {
  const user = requireUser(caller);
  if (!user.isSuperuser) throw new ForbiddenError();
  return user;
}
