'use client';

import { useSyncExternalStore } from 'react';

// Tailwind's `xl` (80rem, 1280 px): from there the product list is a table, below it cards.
const WIDE = '(min-width: 80rem)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the product list is laid out as a table. For what CSS cannot move: a panel that opens
 * inside a card on a phone but in a row of its own in the table. False on the server, so only use
 * it for things that are not in the server's HTML (a panel that opens on a click).
 */
export function useWideTable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
