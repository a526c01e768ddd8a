import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser, FakeWindow } from '../support/browser-fakes';

// The browser's calls to next-auth's routes (lib/browser/session), against a fake of what
// next-auth answers: the session ({} when signed out), the csrf token, and the form POSTs to
// the credentials callback and to signout with json=true (answered `{ url }`).

const ORIGIN = 'http://localhost:3000';
const USER = { id: 7, username: 'asha', isSuperuser: false, tokenVersion: 0 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type FetchFn = (path: string, init?: RequestInit) => Promise<Response>;

/** next-auth's routes as the browser sees them; `signedIn` is what the cookie says. */
class FakeNextAuth {
  signedIn = false;
  posts: { path: string; body: URLSearchParams; contentType: string | null }[] = [];
  signOutAnswer: () => Response = () => json(200, { url: `${ORIGIN}/` });
  callbackAnswer: (form: URLSearchParams) => Response = (form) => {
    if (form.get('password') !== 'right') {
      return json(401, { url: `${ORIGIN}/login?error=Invalid%20username%20or%20password.` });
    }
    this.signedIn = true;
    return json(200, { url: form.get('callbackUrl') });
  };

  fetch: FetchFn = async (path, init) => {
    if (path === '/api/auth/session')
      return json(200, this.signedIn ? { user: USER, expires: '2099-01-01T00:00:00.000Z' } : {});
    if (path === '/api/auth/csrf') return json(200, { csrfToken: 'csrf-1' });
    const body = new URLSearchParams(String(init?.body));
    this.posts.push({
      path,
      body,
      contentType: new Headers(init?.headers).get('content-type'),
    });
    if (init?.method !== 'POST') return json(405, {});
    if (body.get('csrfToken') !== 'csrf-1')
      return json(200, { url: `${ORIGIN}/api/auth/signin?csrf=true` });
    if (path === '/api/auth/signout') {
      const answer = this.signOutAnswer();
      if (answer.ok) this.signedIn = false;
      return answer;
    }
    return this.callbackAnswer(body);
  };
}

/** Records what the session module posts on BroadcastChannel('session'). */
class RecordingChannel extends EventTarget {
  static posted: { name: string; message: unknown }[] = [];
  constructor(readonly name: string) {
    super();
  }
  postMessage(message: unknown) {
    RecordingChannel.posted.push({ name: this.name, message });
  }
  close() {}
}

let nextAuth: FakeNextAuth;
const unsubscribes: (() => void)[] = [];
const stopAfterTest = (unsubscribe: () => void) => unsubscribes.push(unsubscribe);

beforeEach(() => {
  vi.resetModules();
  const win = installBrowser(new FakeWindow());
  Object.assign(win, { location: { href: `${ORIGIN}/product/5`, origin: ORIGIN } });
  nextAuth = new FakeNextAuth();
  vi.stubGlobal('fetch', vi.fn(nextAuth.fetch));
  vi.stubGlobal('BroadcastChannel', RecordingChannel);
  RecordingChannel.posted = [];
});

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe(); // stops the 5 s checks
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const requests = () => import('@/lib/browser/session/session-requests');
const sessionModule = () => import('@/lib/browser/session/session');

describe('fetchSession', () => {
  it('reads next-auth’s {} as signed out and {user, expires} as the session', async () => {
    const { fetchSession } = await requests();
    expect(await fetchSession()).toBeNull();
    nextAuth.signedIn = true;
    expect(await fetchSession()).toEqual({ user: USER, expires: '2099-01-01T00:00:00.000Z' });
  });

  it('throws on an error status, a non-JSON body or a malformed user (no answer, not "signed out")', async () => {
    const { fetchSession, SessionRequestError } = await requests();
    for (const answer of [
      json(500, {}),
      new Response('<html>', { status: 200 }),
      json(200, { user: { id: '7' } }),
      json(200, []),
    ]) {
      vi.mocked(fetch).mockResolvedValueOnce(answer);
      await expect(fetchSession()).rejects.toBeInstanceOf(SessionRequestError);
    }
  });
});

describe('postSignIn', () => {
  it('posts the credentials form with the csrf token and json=true to the provider’s callback', async () => {
    const { postSignIn } = await requests();
    expect(await postSignIn('customer', { username: 'asha', password: 'right' })).toEqual({
      ok: true,
    });
    const [post] = nextAuth.posts;
    expect(post?.path).toBe('/api/auth/callback/customer');
    expect(post?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(post?.body ?? [])).toEqual({
      username: 'asha',
      password: 'right',
      csrfToken: 'csrf-1',
      callbackUrl: `${ORIGIN}/product/5`,
      json: 'true',
    });
  });

  it('hands back the server’s message on a refusal', async () => {
    const { postSignIn } = await requests();
    expect(await postSignIn('customer', { username: 'asha', password: 'wrong' })).toEqual({
      ok: false,
      status: 401,
      error: 'Invalid username or password.',
    });
  });

  it('a refused csrf token is no success, and an unreadable answer throws', async () => {
    const { postSignIn } = await requests();
    const csrf = vi.mocked(fetch);
    csrf.mockResolvedValueOnce(json(200, { csrfToken: 'stale' }));
    expect(await postSignIn('admin', { username: 'a', password: 'right' })).toEqual({
      ok: false,
      status: 200,
      error: null,
    });
    expect(nextAuth.signedIn).toBe(false);

    nextAuth.callbackAnswer = () => new Response('', { status: 500 });
    await expect(postSignIn('admin', { username: 'a', password: 'right' })).rejects.toThrow(
      /without JSON/,
    );
  });
});

describe('signIn and signOut', () => {
  it('sign-in refreshes this tab and tells the others', async () => {
    const session = await sessionModule();
    stopAfterTest(session.subscribeSession(() => {}));
    await vi.waitFor(() => expect(session.getSessionSnapshot().status).toBe('unauthenticated'));

    expect((await session.signIn('customer', { username: 'asha', password: 'right' })).ok).toBe(
      true,
    );
    expect(session.getSessionSnapshot()).toMatchObject({
      status: 'authenticated',
      data: { user: USER },
    });
    expect(RecordingChannel.posted).toEqual([
      { name: 'session', message: { type: 'session:changed' } },
    ]);
  });

  it('a refused sign-in changes nothing and tells nobody', async () => {
    const session = await sessionModule();
    stopAfterTest(session.subscribeSession(() => {}));
    const result = await session.signIn('customer', { username: 'asha', password: 'wrong' });
    expect(result.ok).toBe(false);
    expect(session.getSessionSnapshot().status).toBe('unauthenticated');
    expect(RecordingChannel.posted).toEqual([]);
  });

  it('sign-out posts the csrf form to /api/auth/signout, signs this tab out and tells the others', async () => {
    nextAuth.signedIn = true;
    const session = await sessionModule();
    stopAfterTest(session.subscribeSession(() => {}));
    await vi.waitFor(() => expect(session.getSessionSnapshot().status).toBe('authenticated'));

    await session.signOut();
    expect(session.getSessionSnapshot()).toEqual({ status: 'unauthenticated', data: null });
    const [post] = nextAuth.posts;
    expect(post?.path).toBe('/api/auth/signout');
    expect(Object.fromEntries(post?.body ?? [])).toEqual({
      csrfToken: 'csrf-1',
      callbackUrl: `${ORIGIN}/product/5`,
      json: 'true',
    });
    expect(RecordingChannel.posted).toEqual([
      { name: 'session', message: { type: 'session:changed' } },
    ]);
  });

  it('a failed sign-out throws and leaves the shopper signed in here and elsewhere', async () => {
    nextAuth.signedIn = true;
    nextAuth.signOutAnswer = () => json(500, { url: `${ORIGIN}/api/auth/error` });
    const session = await sessionModule();
    stopAfterTest(session.subscribeSession(() => {}));
    await vi.waitFor(() => expect(session.getSessionSnapshot().status).toBe('authenticated'));

    await expect(session.signOut()).rejects.toThrow(/refused/);
    expect(session.getSessionSnapshot().status).toBe('authenticated');
    expect(RecordingChannel.posted).toEqual([]);
  });

  it('checkSession answers with the server’s state while the page is still loading', async () => {
    nextAuth.signedIn = true;
    const session = await sessionModule();
    expect(session.getSessionSnapshot().status).toBe('loading');
    expect((await session.checkSession()).status).toBe('authenticated');
  });
});
