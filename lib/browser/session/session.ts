// The page's one session store, the stable functions components call, and signing in and out
// (which tell this tab's store and the other tabs). The store is created on first use, in the
// browser only; on the server the login state is always 'loading' (it is never rendered there).

import { createSessionStore, LOADING, type SessionState, type SessionStore } from './session-store';
import { postSignIn, postSignOut, type SignInResult } from './session-requests';

export type { SignInResult };

let singleton: SessionStore | null = null;

function store(): SessionStore | null {
  if (typeof window === 'undefined') return null;
  singleton ??= createSessionStore();
  return singleton;
}

export const subscribeSession = (listener: () => void): (() => void) =>
  store()?.subscribe(listener) ?? (() => {});
export const getSessionSnapshot = (): SessionState => store()?.getSnapshot() ?? LOADING;
export const getServerSessionSnapshot = (): SessionState => LOADING;

/** The login state once the server has answered (or the last known one if it could not). */
export async function checkSession(): Promise<SessionState> {
  return (await store()?.check()) ?? LOADING;
}

/**
 * Signs in with a next-auth credentials provider ('customer' or 'admin'). On success this tab
 * has asked for its new state before it resolves, and the other tabs are told.
 */
export async function signIn(
  provider: string,
  credentials: { username: string; password: string },
): Promise<SignInResult> {
  const result = await postSignIn(provider, credentials);
  if (result.ok) await store()?.announceChange();
  return result;
}

/** Ends the session (on the server too); this tab has asked again and told the others. */
export async function signOut(): Promise<void> {
  await postSignOut();
  await store()?.announceChange();
}
