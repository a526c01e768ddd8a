'use client';

import { useSyncExternalStore } from 'react';
import {
  getServerSessionSnapshot,
  getSessionSnapshot,
  subscribeSession,
} from '@/lib/browser/session/session';
import type { SessionState } from '@/lib/browser/session/session-store';

/**
 * `{ status, data }` as next-auth's useSession gave it: 'loading' (during server rendering,
 * hydration and until the server first answers), 'authenticated' with the session, or
 * 'unauthenticated'. Kept fresh by lib/browser/session (5 s, focus, other tabs).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSessionSnapshot);
}
