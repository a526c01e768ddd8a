// The browser's calls to next-auth's own routes (/api/auth/*), written the way next-auth's React
// client makes them (next-auth/react), without that client's ~11 KB on every page. The server
// side is next-auth itself (app/api/auth/[...nextauth], lib/server/auth/options.ts).

import type { Session } from 'next-auth';
import { isRecord } from '@/lib/shared/is-record';

const BASE = '/api/auth';

/** Why a session answer could not be used; the caller keeps what it knew. */
export class SessionRequestError extends Error {
  override name = 'SessionRequestError';
}

async function jsonFrom(response: Response, what: string): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new SessionRequestError(`${what} answered ${response.status} without JSON`);
  }
}

/**
 * GET /api/auth/session: the signed-in user's session, or null when nobody is signed in (next-auth
 * answers `{}`). A failed request or an answer of another shape throws: it says nothing about
 * the login state.
 */
export async function fetchSession(): Promise<Session | null> {
  const response = await fetch(`${BASE}/session`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new SessionRequestError(`the session answered ${response.status}`);
  const body = await jsonFrom(response, 'the session');
  if (!isRecord(body)) throw new SessionRequestError('the session is not an object');
  if (!('user' in body)) return null;
  const user = body.user;
  if (!isRecord(user) || typeof user.id !== 'number' || typeof user.username !== 'string')
    throw new SessionRequestError('the session has no valid user');
  return body as unknown as Session;
}

/** GET /api/auth/csrf: the token next-auth's POST routes want, matching its csrf cookie. */
async function csrfToken(): Promise<string> {
  const response = await fetch(`${BASE}/csrf`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  const body = await jsonFrom(response, 'the csrf token');
  if (!response.ok || !isRecord(body) || typeof body.csrfToken !== 'string')
    throw new SessionRequestError(`no csrf token (HTTP ${response.status})`);
  return body.csrfToken;
}

/**
 * A form POST to a next-auth action with `json=true`, so next-auth answers `{ url }` (where it
 * would have redirected) instead of a redirect. Returns whether it did what was asked, the status
 * and that URL.
 */
async function postAction(
  path: string,
  fields: Record<string, string>,
): Promise<{ ok: boolean; status: number; url: URL }> {
  const body = new URLSearchParams({
    ...fields,
    csrfToken: await csrfToken(),
    callbackUrl: window.location.href,
    json: 'true',
  });
  const response = await fetch(`${BASE}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const data = await jsonFrom(response, path);
  if (!isRecord(data) || typeof data.url !== 'string')
    throw new SessionRequestError(`${path} answered ${response.status} without a url`);
  const url = new URL(data.url, window.location.origin);
  // A csrf token next-auth did not accept: it "redirects" to its own page with ?csrf=true and
  // does nothing, under a 200.
  const refused = url.searchParams.get('csrf') === 'true' && url.pathname.startsWith(BASE);
  return { ok: response.ok && !refused, status: response.status, url };
}

export type SignInResult = { ok: true } | { ok: false; status: number; error: string | null };

/**
 * POST /api/auth/callback/{provider} with the credentials. A refusal comes back as `error`: our
 * own safe message from authorize(), or one of next-auth's codes. Throws when the server could
 * not be asked or gave no readable answer.
 */
export async function postSignIn(
  provider: string,
  credentials: { username: string; password: string },
): Promise<SignInResult> {
  const answer = await postAction(`callback/${encodeURIComponent(provider)}`, credentials);
  const error = answer.url.searchParams.get('error');
  return answer.ok && !error ? { ok: true } : { ok: false, status: answer.status, error };
}

/**
 * POST /api/auth/signout: next-auth clears the cookie and events.signOut ends the session on the
 * server. Throws when that did not happen (no answer, an error status, or a refused csrf token),
 * so the caller does not act as if the shopper had left.
 */
export async function postSignOut(): Promise<void> {
  const answer = await postAction('signout', {});
  if (!answer.ok) throw new SessionRequestError(`sign-out was refused (HTTP ${answer.status})`);
}
