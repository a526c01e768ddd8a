'use client';

import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False during server rendering and hydration, true after: what only the browser knows (its
 * storage, its cart) can be read, and the page's handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
