// The browser's login state (docs/product.md §4), read by components through useSyncExternalStore:
//
//   const session = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
//
// It asks the server (GET /api/auth/session) when the first component subscribes, every 5 s
// while the page is visible (while signed in, still unknown, or after a failed check), when the
// window regains focus or the page becomes visible, and when another tab says the login changed
// (BroadcastChannel 'session', posted after a sign-in or sign-out). One request at a time. A
// failed request keeps the last known state: a network blip never signs anyone out.
//
// `createSessionStore(env)` makes independent stores (tests make two "tabs"); the page uses the
// singleton of session.ts.

import type { Session } from 'next-auth';
import { fetchSession } from './session-requests';

export type SessionState =
  | { status: 'loading'; data: null }
  | { status: 'authenticated'; data: Session }
  | { status: 'unauthenticated'; data: null };

export type SessionStatus = SessionState['status'];

export const LOADING: SessionState = Object.freeze({ status: 'loading', data: null });
const SIGNED_OUT: SessionState = Object.freeze({ status: 'unauthenticated', data: null });

export const SESSION_CHANNEL = 'session';
const CHANGED = 'session:changed';
export const POLL_MS = 5000;

/** The parts of BroadcastChannel the store uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: Event) => void): void;
  removeEventListener(type: 'message', listener: (event: Event) => void): void;
}

interface ListenerTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface SessionStoreEnv {
  /** Defaults to GET /api/auth/session; resolves null when signed out, throws when unknown. */
  fetchSession?: () => Promise<Session | null>;
  /** Defaults to window ('focus'). */
  window?: ListenerTarget | null;
  /** Defaults to document ('visibilitychange', visibilityState). */
  document?: (ListenerTarget & { visibilityState: string }) | null;
  /** Defaults to `new BroadcastChannel('session')` where available. */
  channel?: ChannelLike | null;
  pollMs?: number;
}

export interface SessionStore {
  /** The first subscriber starts the checks; the last one leaving stops them. */
  subscribe(listener: () => void): () => void;
  /** The current state; the same object until who is signed in changes. */
  getSnapshot(): SessionState;
  /** An answer, joining the request in flight if there is one (getSession() in next-auth). */
  check(): Promise<SessionState>;
  /** An answer from a request started after this call (the login just changed). */
  refresh(): Promise<SessionState>;
  /** After this tab signed in or out: asks again here and tells the other tabs to. */
  announceChange(): Promise<SessionState>;
  /** Stops the checks and closes the channel. */
  destroy(): void;
}

function defaultChannel(): ChannelLike | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  } catch {
    return null;
  }
}

const sameUser = (a: Session, b: Session) => JSON.stringify(a.user) === JSON.stringify(b.user);

export function createSessionStore(env: SessionStoreEnv = {}): SessionStore {
  const request = env.fetchSession ?? fetchSession;
  const win = env.window === undefined ? globalThis.window : env.window;
  const doc = env.document === undefined ? globalThis.document : env.document;
  const channel = env.channel === undefined ? defaultChannel() : env.channel;
  const pollMs = env.pollMs ?? POLL_MS;

  const listeners = new Set<() => void>();
  let state: SessionState = LOADING;
  let lastFailed = false;
  let inFlight: Promise<SessionState> | null = null;
  let followUp: Promise<SessionState> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  const visible = () => !doc || doc.visibilityState === 'visible';

  function settle(next: SessionState): void {
    const same =
      next.status === state.status &&
      (next.data === null || (state.data !== null && sameUser(next.data, state.data)));
    if (same) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  async function ask(): Promise<SessionState> {
    try {
      const session = await request();
      lastFailed = false;
      settle(session ? { status: 'authenticated', data: session } : SIGNED_OUT);
    } catch (error) {
      if (!lastFailed)
        console.warn('[session] could not check the login; keeping', state.status, error);
      lastFailed = true;
    }
    return state;
  }

  function start(): Promise<SessionState> {
    inFlight = ask().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  const check = (): Promise<SessionState> => inFlight ?? start();

  function refresh(): Promise<SessionState> {
    if (!inFlight) return start();
    // The request in flight may have left before the change: one more after it, shared by
    // every refresh asked for meanwhile.
    followUp ??= inFlight.then(() => {
      followUp = null;
      return check();
    });
    return followUp;
  }

  const onTick = () => {
    if (visible() && (state.status !== 'unauthenticated' || lastFailed)) void check();
  };
  const onFocus = () => {
    if (visible()) void check();
  };
  const onMessage = (event: Event) => {
    const data = (event as MessageEvent).data as { type?: unknown } | null;
    if (data?.type === CHANGED) void refresh();
  };

  function listen(): void {
    timer = setInterval(onTick, pollMs);
    win?.addEventListener('focus', onFocus);
    doc?.addEventListener('visibilitychange', onFocus);
    channel?.addEventListener('message', onMessage);
    void check();
  }

  function unlisten(): void {
    if (timer !== null) clearInterval(timer);
    timer = null;
    win?.removeEventListener('focus', onFocus);
    doc?.removeEventListener('visibilitychange', onFocus);
    channel?.removeEventListener('message', onMessage);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) listen();
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) unlisten();
      };
    },
    getSnapshot: () => state,
    check,
    refresh,
    announceChange() {
      try {
        channel?.postMessage({ type: CHANGED });
      } catch {
        // a closed channel: the other tabs still catch up on their next check
      }
      return refresh();
    },
    destroy() {
      listeners.clear();
      unlisten();
      try {
        channel?.close();
      } catch {
        // already closed
      }
    },
  };
}
