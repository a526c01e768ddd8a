// How a cart change reaches the rest of this tab and the other tabs, and how changes made
// elsewhere reach the store.
//
// Out: every change dispatches `cart:updated` on window and posts on BroadcastChannel('cart').
// In: `storage` events (other tabs), channel messages (other tabs) and `cart:updated`
// dispatched by other code in this tab (legacy code that writes the keys itself); the store's
// own `cart:updated` is not echoed back to it.

import {
  CART_CHANNEL,
  CART_ITEMS_KEY,
  CART_KEY,
  CART_UPDATED_EVENT,
  type CartItem,
  type StorageLike,
} from '@/lib/shared/cart/types';

/** The parts of BroadcastChannel the store uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The parts of window the store uses. */
export interface EventTargetLike {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

interface ChannelMessage {
  type: typeof CART_UPDATED_EVENT;
  items: unknown;
}

export function defaultTarget(): EventTargetLike | null {
  const w = (globalThis as { window?: EventTargetLike }).window;
  return w && typeof w.addEventListener === 'function' ? w : null;
}

export function defaultChannel(): ChannelLike | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null;
  } catch {
    return null;
  }
}

export interface CartBroadcastHandlers {
  /** The stored cart may have changed (another tab, or other code in this tab): re-read it. */
  onStorageChanged(): void;
  /** Another tab changed its cart; `items` are its lines, for when no storage is shared. */
  onMessage(items: unknown): void;
}

export interface CartBroadcast {
  /** Tells this tab (`cart:updated`) and the other tabs (the channel) that the lines changed. */
  announce(items: readonly CartItem[]): void;
  /** Removes the listeners and closes the channel. */
  close(): void;
}

export function connectCartBroadcast(
  env: {
    storage: StorageLike | null;
    target: EventTargetLike | null;
    channel: ChannelLike | null;
  },
  handlers: CartBroadcastHandlers,
): CartBroadcast {
  const { storage, target, channel } = env;
  // True while our own `cart:updated` is being dispatched, so onCartUpdated ignores it.
  let dispatching = false;

  const onStorage = (event: Event): void => {
    const e = event as StorageEvent;
    if (e.storageArea && storage && e.storageArea !== (storage as unknown)) return;
    if (e.key === null || e.key === undefined || e.key === CART_KEY || e.key === CART_ITEMS_KEY) {
      handlers.onStorageChanged();
    }
  };
  const onCartUpdated = (): void => {
    if (!dispatching) handlers.onStorageChanged();
  };
  const onMessage = (event: MessageEvent): void => {
    const data = event.data as Partial<ChannelMessage> | null;
    if (!data || data.type !== CART_UPDATED_EVENT) return;
    handlers.onMessage(data.items);
  };

  target?.addEventListener('storage', onStorage);
  target?.addEventListener(CART_UPDATED_EVENT, onCartUpdated);
  channel?.addEventListener('message', onMessage);

  return {
    announce(items) {
      if (target) {
        dispatching = true;
        try {
          target.dispatchEvent(new Event(CART_UPDATED_EVENT));
        } catch (err) {
          console.warn('[cart] cart:updated listener failed', err);
        } finally {
          dispatching = false;
        }
      }
      try {
        channel?.postMessage({ type: CART_UPDATED_EVENT, items } satisfies ChannelMessage);
      } catch {
        // A closed channel or an uncloneable value: the storage event still reaches other tabs.
      }
    },
    close() {
      target?.removeEventListener('storage', onStorage);
      target?.removeEventListener(CART_UPDATED_EVENT, onCartUpdated);
      channel?.removeEventListener('message', onMessage);
      try {
        channel?.close();
      } catch {
        // already closed
      }
    },
  };
}
