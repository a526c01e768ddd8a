import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@/lib/browser/session/session-store';
import { installBrowser, type FakeWindow } from '../support/browser-fakes';

// Whether a cart change also goes to the server cart is read from the session at the press,
// so the answer follows the session as it is then, not as it was when a button rendered.

const session = vi.hoisted(() => ({ state: { status: 'loading', data: null } as SessionState }));
vi.mock('@/lib/browser/session/session', () => ({ getSessionSnapshot: () => session.state }));

const { syncsServerCart } = await import('@/components/cart/use-cart');

const signedIn: SessionState = {
  status: 'authenticated',
  data: {
    user: { id: 1, username: 'asha', isSuperuser: false, tokenVersion: 0 },
    expires: '2099-01-01T00:00:00.000Z',
  },
};

describe('syncsServerCart', () => {
  let win: FakeWindow;
  beforeEach(() => {
    win = installBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('follows the session: signed in syncs, signed out does not, even with a stored cart id', () => {
    win.localStorage.setItem('cartId', '42');
    session.state = signedIn;
    expect(syncsServerCart()).toBe(true);
    session.state = { status: 'unauthenticated', data: null };
    expect(syncsServerCart()).toBe(false);
    session.state = signedIn;
    expect(syncsServerCart()).toBe(true);
  });

  it('while the session is still loading, a stored server cart id stands in for a login', () => {
    session.state = { status: 'loading', data: null };
    expect(syncsServerCart()).toBe(false);
    win.localStorage.setItem('cartId', '42');
    expect(syncsServerCart()).toBe(true);
    win.localStorage.setItem('cartId', '   ');
    expect(syncsServerCart()).toBe(false);
  });
});
