'use client';

// React views of the browser cart store and the availability/notify keys (lib/browser/cart). Every
// component reads them through useSyncExternalStore, so all of them (and all tabs) stay in step.

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { effectiveAvailability, subscribeAvailability } from '@/lib/browser/cart/availability';
import {
  getNotifyRequestsServerSnapshot,
  getNotifyRequestsSnapshot,
  hasNotifyRequest,
  subscribeNotifyRequests,
  type NotifyEntry,
} from '@/lib/browser/cart/notify-requests';
import { storedCartId } from '@/lib/browser/cart/server-cart-keys';
import type { CartSnapshot } from '@/lib/browser/cart/create-store';
import { getServerSnapshot, getSnapshot, subscribe } from '@/lib/browser/cart/store';
import { chosenSize } from '@/lib/shared/cart/line-size';
import { hasProduct } from '@/lib/shared/cart/totals';
import type { SessionStatus } from '@/lib/browser/session/session-store';
import { useSession } from '@/components/auth/use-session';
import { getSessionSnapshot } from '@/lib/browser/session/session';
import type { CartItem } from '@/lib/shared/cart/types';

/** The cart lines; empty during server rendering and hydration. */
export function useCartItems(): CartSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Whether any line of the product is in the cart. A card reads this rather than the lines, so a
 * cart change re-renders only the cards whose answer changed (otherwise a tap on Add
 * to Cart re-renders every card on the page).
 */
export function useInCart(productId: number): boolean {
  const read = useCallback(() => hasProduct(getSnapshot(), productId), [productId]);
  return useSyncExternalStore(subscribe, read, () => false);
}

/** Effective availability of a product: the admin's local override, else the server's flag. */
export function useAvailability(productId: number, serverAvailable: boolean): boolean {
  const read = useCallback(
    () => effectiveAvailability(productId, serverAvailable),
    [productId, serverAvailable],
  );
  const onServer = useCallback(() => serverAvailable, [serverAvailable]);
  return useSyncExternalStore(subscribeAvailability, read, onServer);
}

/**
 * What the shopper asked to be notified about (`notify_requests`): product ids, and
 * "{id}|{size}" strings for single sizes. `.includes(productId)` asks about the product.
 */
export function useNotifyRequests(): readonly NotifyEntry[] {
  return useSyncExternalStore(
    subscribeNotifyRequests,
    getNotifyRequestsSnapshot,
    getNotifyRequestsServerSnapshot,
  );
}

/**
 * Whether the shopper asked to be notified about the product (size null) or about that one size
 * of it; false during server rendering and hydration.
 */
export function useIsNotified(productId: number, size: string | null): boolean {
  const read = useCallback(() => hasNotifyRequest({ id: productId, size }), [productId, size]);
  return useSyncExternalStore(subscribeNotifyRequests, read, () => false);
}

/**
 * Whether a cart change also goes to the server cart, asked when the shopper acts. Right after a
 * page load the session is still 'loading' (it waits for /api/auth/session, which can take a
 * second on a busy server): a stored server cart id, kept only while signed in and forgotten at
 * logout, stands in for it, so a change made in that moment is not lost on the server. Read at
 * the press, not subscribed to: the session's first answer would otherwise re-render every
 * card's cart button on a listing right after it hydrates.
 */
export function syncsServerCart(): boolean {
  const { status } = getSessionSnapshot();
  return status === 'authenticated' || (status === 'loading' && storedCartId() !== null);
}

/** 'authenticated' | 'unauthenticated' | 'loading' from the session store (lib/browser/session). */
export function useLoginStatus(): SessionStatus {
  return useSession().status;
}

/**
 * A line's effective availability: the admin's override for its product, but a line in a size
 * known to be sold out stays out of stock (the override is about the switch, not the count).
 */
function lineAvailable(line: CartItem): boolean {
  if (chosenSize(line) !== null && line.stock === 0) return false;
  return effectiveAvailability(line.id, line.available);
}

/**
 * The cart lines with their effective availability (docs/product.md §4: the admin's local override wins
 * over the stored flag), kept in step with override changes in any tab.
 */
export function useEffectiveCartItems(): CartSnapshot {
  const items = useCartItems();
  const unavailableKeys = useSyncExternalStore(
    subscribeAvailability,
    () =>
      items
        .filter((line) => !lineAvailable(line))
        .map((line) => line.key)
        .join('\n'),
    () => '',
  );
  return useMemo(() => {
    const out = new Set(unavailableKeys === '' ? [] : unavailableKeys.split('\n'));
    return items.map((line) =>
      out.has(line.key) === !line.available ? line : { ...line, available: !out.has(line.key) },
    );
  }, [items, unavailableKeys]);
}
