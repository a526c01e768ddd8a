import 'server-only';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { sessionCaller } from '@/lib/server/auth/session-caller';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';

/**
 * The session's user, read once per request (layout, page and data functions share it).
 * `connection()` first: sessionCaller() treats any failure as "no session", which would also
 * swallow Next's signal that the page is per-request and let the build prerender it anonymously.
 */
export const currentCaller = cache(async (): Promise<Caller | null> => {
  await connection();
  return sessionCaller();
});

/** The signed-in superuser, or a NotAuthenticatedError (401) / ForbiddenError (403). */
export async function adminCaller(): Promise<Caller> {
  return requireAdmin(await currentCaller());
}

/**
 * For admin pages, which render alongside the layout: anonymous visitors go to /login; a
 * customer gets null (the layout shows them the 403 page) so the page reads nothing.
 */
export async function adminForPage(): Promise<Caller | null> {
  const caller = await currentCaller();
  if (!caller) redirect('/login?tab=admin');
  return caller.isSuperuser ? caller : null;
}
