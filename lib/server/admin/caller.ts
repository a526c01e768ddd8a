import 'server-only';
import { cache } from 'react';
import { sessionCaller } from '../auth/caller';
import { requireAdmin, type Caller } from '../caller';

/** The session's user, read once per request (layout, page and data functions share it). */
export const currentCaller = cache(sessionCaller);

/** The signed-in superuser, or a NotAuthenticatedError (401) / ForbiddenError (403). */
export async function adminCaller(): Promise<Caller> {
  return requireAdmin(await currentCaller());
}
