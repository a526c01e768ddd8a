import type { Session } from 'next-auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSessionStore,
  type ChannelLike,
  type SessionStore,
} from '@/lib/browser/session/session-store';

// The login state every page reads (lib/browser/session): 5 s checks while visible, a check on
// focus, one request at a time, other tabs told through a channel, and a failed check never
// changes what the page believes. A fake server answers GET /api/auth/session.

const session = (id: number, username: string): Session => ({
  user: { id, username, isSuperuser: false, tokenVersion: 0 },
  expires: new Date(Date.now() + 86_400_000).toISOString(),
});

/** The server's side of GET /api/auth/session; an answer reflects the moment it was asked. */
class FakeServer {
  session: Session | null = null;
  down = false;
  calls = 0;
  private held: (() => void)[] | null = null;

  fetchSession = async (): Promise<Session | null> => {
    this.calls += 1;
    const answer = this.session === null ? null : { ...this.session, expires: String(Date.now()) };
    const down = this.down;
    if (this.held) await new Promise<void>((resolve) => this.held?.push(resolve));
    if (down) throw new TypeError('Failed to fetch');
    return answer;
  };

  /** Answers wait until release(). */
  hold(): void {
    this.held = [];
  }

  release(): void {
    const waiting = this.held ?? [];
    this.held = null;
    for (const resolve of waiting) resolve();
  }
}

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  show(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** BroadcastChannel between "tabs": a message reaches every other member, later (a task). */
class FakeChannel extends EventTarget implements ChannelLike {
  constructor(private readonly members: Set<FakeChannel>) {
    super();
    members.add(this);
  }
  postMessage(message: unknown): void {
    for (const other of this.members)
      if (other !== this)
        setTimeout(() => other.dispatchEvent(new MessageEvent('message', { data: message })), 0);
  }
  close(): void {
    this.members.delete(this);
  }
}

interface Tab {
  store: SessionStore;
  win: EventTarget;
  doc: FakeDocument;
  changes: { count: number };
  unsubscribe: () => void;
}

const stores: SessionStore[] = [];

function openTab(server: FakeServer, members = new Set<FakeChannel>()): Tab {
  const win = new EventTarget();
  const doc = new FakeDocument();
  const store = createSessionStore({
    fetchSession: server.fetchSession,
    window: win,
    document: doc,
    channel: new FakeChannel(members),
  });
  stores.push(store);
  const changes = { count: 0 };
  const unsubscribe = store.subscribe(() => {
    changes.count += 1;
  });
  return { store, win, doc, changes, unsubscribe };
}

/** Lets pending answers and channel messages land. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let server: FakeServer;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  server = new FakeServer();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  for (const store of stores.splice(0)) store.destroy();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the session store', () => {
  it("is 'loading' until the first answer, which the first subscriber asks for", async () => {
    server.session = session(7, 'asha');
    const store = createSessionStore({
      fetchSession: server.fetchSession,
      window: null,
      document: null,
      channel: null,
    });
    stores.push(store);
    expect(store.getSnapshot()).toEqual({ status: 'loading', data: null });
    expect(server.calls).toBe(0);

    store.subscribe(() => {});
    expect(server.calls).toBe(1);
    await settle();
    expect(store.getSnapshot().status).toBe('authenticated');
    expect(store.getSnapshot().data?.user).toEqual(session(7, 'asha').user);
  });

  it('re-checks every 5 s while signed in and visible, keeping the snapshot while the user is the same', async () => {
    server.session = session(7, 'asha');
    const tab = openTab(server);
    await settle();
    const first = tab.store.getSnapshot();
    expect(tab.changes.count).toBe(1);

    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toBe(3);
    // A new `expires` each time, but the same user: nothing re-renders.
    expect(tab.store.getSnapshot()).toBe(first);
    expect(tab.changes.count).toBe(1);

    server.session = null; // ended elsewhere (another device, or revoked)
    await vi.advanceTimersByTimeAsync(5000);
    expect(tab.store.getSnapshot()).toEqual({ status: 'unauthenticated', data: null });
    expect(tab.changes.count).toBe(2);
  });

  it('does not poll while the page is hidden, and checks when it is shown again', async () => {
    server.session = session(7, 'asha');
    const tab = openTab(server);
    await settle();
    tab.doc.show('hidden');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.calls).toBe(1);

    server.session = session(7, 'asha-renamed');
    tab.doc.show('visible');
    expect(server.calls).toBe(2);
    await settle();
    expect(tab.store.getSnapshot().data?.user.username).toBe('asha-renamed');
  });

  it('does not poll while signed out, but checks on focus', async () => {
    const tab = openTab(server);
    await settle();
    expect(tab.store.getSnapshot().status).toBe('unauthenticated');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(server.calls).toBe(1);

    server.session = session(8, 'ravi'); // signed in in another window
    tab.win.dispatchEvent(new Event('focus'));
    await settle();
    expect(server.calls).toBe(2);
    expect(tab.store.getSnapshot().status).toBe('authenticated');
  });

  it('sends one request at a time: checks join the one in flight', async () => {
    server.session = session(7, 'asha');
    server.hold();
    const tab = openTab(server); // the first request is out and held
    tab.win.dispatchEvent(new Event('focus'));
    tab.doc.show('visible');
    await vi.advanceTimersByTimeAsync(15_000); // three ticks
    const asked = tab.store.check();
    expect(server.calls).toBe(1);
    server.release();
    expect((await asked).status).toBe('authenticated');
    expect(server.calls).toBe(1);
  });

  it('a refresh during a request asks once more after it (that answer may predate the change)', async () => {
    server.session = session(7, 'asha');
    const tab = openTab(server);
    await settle();
    server.hold();
    await vi.advanceTimersByTimeAsync(5000); // a poll leaves while still signed in
    server.session = null; // ...and the shopper signs out meanwhile
    const first = tab.store.refresh();
    const second = tab.store.refresh();
    server.release();
    await settle();
    server.release();
    expect((await first).status).toBe('unauthenticated');
    expect((await second).status).toBe('unauthenticated');
    expect(server.calls).toBe(3); // the first, the poll, and one follow-up for both refreshes
  });

  it('a failed check keeps the last known state (and warns once), and is retried', async () => {
    server.session = session(7, 'asha');
    const tab = openTab(server);
    await settle();
    const known = tab.store.getSnapshot();

    server.down = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(server.calls).toBe(4);
    expect(tab.store.getSnapshot()).toBe(known);
    expect(tab.changes.count).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);

    server.down = false;
    server.session = null;
    await vi.advanceTimersByTimeAsync(5000);
    expect(tab.store.getSnapshot().status).toBe('unauthenticated');
  });

  it("stays 'loading' when the first check fails, and retries every 5 s even when the answer will be signed out", async () => {
    server.down = true;
    const tab = openTab(server);
    await settle();
    expect(tab.store.getSnapshot().status).toBe('loading');
    server.down = false;
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toBe(2);
    expect(tab.store.getSnapshot().status).toBe('unauthenticated');
  });

  it('a signed-out store whose check failed retries on the next tick', async () => {
    const tab = openTab(server);
    await settle();
    server.down = true;
    tab.win.dispatchEvent(new Event('focus'));
    await settle();
    server.down = false;
    server.session = session(9, 'meera');
    await vi.advanceTimersByTimeAsync(5000);
    expect(tab.store.getSnapshot().status).toBe('authenticated');
  });

  it('a login or logout announced in one tab shows in the others', async () => {
    const members = new Set<FakeChannel>();
    const one = openTab(server, members);
    const two = openTab(server, members);
    await settle();
    expect(two.store.getSnapshot().status).toBe('unauthenticated');

    server.session = session(7, 'asha'); // tab one signed in
    await one.store.announceChange();
    expect(one.store.getSnapshot().status).toBe('authenticated');
    await settle();
    expect(two.store.getSnapshot().status).toBe('authenticated');

    server.session = null; // tab two signed out
    await two.store.announceChange();
    await settle();
    expect(one.store.getSnapshot().status).toBe('unauthenticated');
    expect(two.store.getSnapshot().status).toBe('unauthenticated');
  });

  it('stops checking when the last subscriber leaves', async () => {
    server.session = session(7, 'asha');
    const tab = openTab(server);
    const other = tab.store.subscribe(() => {});
    await settle();
    tab.unsubscribe();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.calls).toBe(2);
    other();
    await vi.advanceTimersByTimeAsync(20_000);
    tab.win.dispatchEvent(new Event('focus'));
    expect(server.calls).toBe(2);
  });
});
