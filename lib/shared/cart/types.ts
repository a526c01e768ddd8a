// The browser cart's shapes and constants (docs/product.md §3, §4, §9).
//
// `CartItem` is stored as JSON in localStorage under both `cart` and `cartItems` and is shared
// with the shop's older single-page app, so it keeps the spec's snake_case field names.

/** One cart line as stored in the browser (docs/product.md §3 "Cart item"). */
export interface CartItem {
  /** Product id. */
  id: number;
  /**
   * Line identity. `String(id)` for size-less adds from the product page or a product card;
   * `id|color|size` for adds in a chosen size and for category-page adds (docs/product.md §3), e.g.
   * "12|Blue|M" or "12|Blue|"; a line in a size from the server cart is "12||M".
   */
  key: string;
  name: string;
  /** Unit price as a decimal string with two places, e.g. "1499.00". */
  price: string;
  /** Quantity, an integer from 1 to CART_LIMITS.maxQty (and at most `stock` when that is known). */
  qty: number;
  /** Image URL: absolute http(s) or site-relative ("/media/x.jpg"); "" when there is none. */
  image: string;
  /** The product's availability when it was added or last refreshed. */
  available: boolean;
  main_category: string;
  sub_category: string;
  // Category-page adds also carry these (docs/product.md §3).
  color?: string;
  /**
   * The chosen size ("M"). Lines stored before sizes were chosen one at a time may hold the product's whole list
   * ("S, M, L"): only a single known size counts (lib/shared/cart/line-size.ts chosenSize).
   */
  size?: string;
  weight?: string;
  brand?: string;
  model_name?: string;
  /** 0..100. */
  cotton_percentage?: number;
  /** Known stock when added or last refreshed; caps `qty` (never below 1). */
  stock?: number;
}

/** What callers hand to `addItem`: a cart line without (or with an optional) key and qty. */
export type CartItemInput = Omit<CartItem, 'key' | 'qty'> & { key?: string; qty?: number };

/** The part of the Web Storage API the cart uses (localStorage in the browser). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

// Browser storage keys (docs/product.md §3).
export const CART_KEY = 'cart';
export const CART_ITEMS_KEY = 'cartItems';
export const CART_ID_KEY = 'cartId';
export const CART_SERVER_MAP_KEY = 'cartServerMap';
export const NOTIFY_REQUESTS_KEY = 'notify_requests';
export const AVAILABILITY_OVERRIDE_PREFIX = 'availability_override:';

/** Window event dispatched after every cart change (plain `Event`, no detail). */
export const CART_UPDATED_EVENT = 'cart:updated';
/** BroadcastChannel name the cart posts its changes on. */
export const CART_CHANNEL = 'cart';
/** Window events for the availability overrides and notify requests (this app's own). */
export const AVAILABILITY_UPDATED_EVENT = 'availability:updated';
export const NOTIFY_UPDATED_EVENT = 'notify:updated';

export const CART_LIMITS = {
  /** Lines kept; further adds of new lines are refused, stored extras are dropped. */
  maxLines: 200,
  /** Raw characters of a stored value above which it is treated as corrupt. */
  maxRawChars: 512 * 1024,
  /** Largest quantity of one line. */
  maxQty: 999,
  /** Longest kept notify-requests list. */
  maxNotifyRequests: 500,
} as const;

/**
 * Cart ids the browser makes up before there is a server cart; the server refuses them in the
 * sync paths and the browser never syncs them.
 */
export const LOCAL_CART_PREFIX = 'local-cart-';

/** docs/product.md §9: the nav badge caps at '99+'. */
export const BADGE_CAP = 99;
