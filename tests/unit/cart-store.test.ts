import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  availabilityOverride,
  effectiveAvailability,
  setAvailabilityOverride,
  subscribeAvailability,
} from '@/lib/browser/cart/availability';
import {
  addNotifyRequest,
  getNotifyRequestsServerSnapshot,
  getNotifyRequestsSnapshot,
  hasNotifyRequest,
  notifyRequests,
  subscribeNotifyRequests,
} from '@/lib/browser/cart/notify-requests';
import { serializeCart } from '@/lib/browser/cart/stored-cart';
import type { ChannelLike } from '@/lib/browser/cart/cart-broadcast';
import { createCartStore, type CartStore } from '@/lib/browser/cart/create-store';
import { cartItemFromProduct, keyFor } from '@/lib/browser/cart/line-from-product';
import {
  getCartStore,
  getServerSnapshot,
  getSnapshot,
  resetCartStore,
} from '@/lib/browser/cart/store';
import {
  badgeLabel,
  hasUnavailable,
  itemCount,
  lineTotal,
  subtotal,
} from '@/lib/shared/cart/totals';
import type { CartItem, CartItemInput } from '@/lib/shared/cart/types';
import type { Product } from '@/lib/shared/product';
import {
  countEvents,
  createTabs,
  type FakeWindow,
  installBrowser,
  MemoryStorage,
  storageEvent,
} from '../support/browser-fakes';

const shirt: CartItemInput = {
  id: 12,
  name: 'Linen Shirt',
  price: '1499.00',
  image: '/media/linen.jpg',
  available: true,
  main_category: 'mens',
  sub_category: 'Shirt',
};

const jeans: CartItemInput = {
  id: 7,
  key: '7|Blue|32',
  name: 'Slim Jeans',
  price: '1999.50',
  image: 'https://utfs.io/f/jeans.jpg',
  available: true,
  main_category: 'mens',
  sub_category: 'Jeans',
  color: 'Blue',
  size: '32',
  stock: 3,
};

const stores: CartStore[] = [];
let win: FakeWindow;

/** A store over the installed fake window, without a BroadcastChannel unless given. */
function makeStore(env: Parameters<typeof createCartStore>[0] = {}): CartStore {
  const store = createCartStore({
    storage: win.localStorage,
    target: win,
    channel: null,
    ...env,
  });
  stores.push(store);
  return store;
}

beforeEach(() => {
  win = installBrowser();
});

afterEach(() => {
  for (const store of stores.splice(0)) store.destroy();
  resetCartStore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cart operations', () => {
  it('adds a line with key String(id) and qty 1 and stores it under both keys', () => {
    const store = makeStore();
    const result = store.addItem(shirt);
    expect(result).toEqual({
      ok: true,
      capped: false,
      item: { ...shirt, key: '12', qty: 1 },
    });
    expect(store.getSnapshot()).toEqual([{ ...shirt, key: '12', qty: 1 }]);
    const stored = win.localStorage.dump();
    expect(JSON.parse(stored.cart ?? '')).toEqual(store.getSnapshot());
    expect(stored.cartItems).toBe(stored.cart);
  });

  it('raises the qty when the same key is added again, and keeps other keys apart', () => {
    const store = makeStore();
    store.addItem(shirt);
    store.addItem(shirt, { qty: 2 });
    store.addItem({ ...shirt, key: keyFor(shirt, { color: 'White', size: 'M' }) });
    expect(store.getSnapshot().map((l) => [l.key, l.qty])).toEqual([
      ['12', 3],
      ['12|White|M', 1],
    ]);
  });

  it('caps the qty at the known stock and says so', () => {
    const store = makeStore();
    expect(store.addItem(jeans, { qty: 2 })).toMatchObject({ ok: true, capped: false });
    const again = store.addItem(jeans, { qty: 5 });
    expect(again).toMatchObject({ ok: true, capped: true, item: { qty: 3 } });
    expect(store.getSnapshot()[0]?.qty).toBe(3);
  });

  it('refuses out-of-stock, invalid and too many lines', () => {
    const store = makeStore();
    expect(store.addItem({ ...shirt, available: false })).toEqual({
      ok: false,
      reason: 'out-of-stock',
    });
    expect(store.addItem({ ...shirt, price: 'abc' })).toEqual({ ok: false, reason: 'invalid' });
    expect(store.addItem(shirt, { qty: Number.NaN })).toEqual({ ok: false, reason: 'invalid' });
    store.replaceItems(
      Array.from({ length: 200 }, (_, i) => ({ ...shirt, id: i + 1, key: String(i + 1), qty: 1 })),
    );
    expect(store.addItem({ ...shirt, id: 999 })).toEqual({ ok: false, reason: 'too-many-lines' });
    expect(store.addItem({ ...shirt, id: 1 })).toMatchObject({ ok: true, item: { qty: 2 } });
  });

  it('removes a line, or every line of a product', () => {
    const store = makeStore();
    store.addItem(shirt);
    store.addItem({ ...shirt, key: '12|Red|L' });
    store.addItem(jeans);
    store.removeItem('7|Blue|32');
    expect(store.getSnapshot().map((l) => l.key)).toEqual(['12', '12|Red|L']);
    store.removeProduct(12);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('clamps setQty to 1..stock (1..999 when unknown)', () => {
    const store = makeStore();
    store.addItem(shirt);
    store.addItem(jeans);
    expect(store.setQty('12', 5)).toBe(5);
    expect(store.setQty('12', 0)).toBe(1);
    expect(store.setQty('12', -3)).toBe(1);
    expect(store.setQty('12', 4.9)).toBe(4);
    expect(store.setQty('12', 10_000)).toBe(999);
    expect(store.setQty('7|Blue|32', 10)).toBe(3);
    expect(store.setQty('12', Number.NaN)).toBeNull();
    expect(store.setQty('nope', 2)).toBeNull();
    expect(store.getSnapshot().map((l) => l.qty)).toEqual([999, 3]);
  });

  it('clears the cart', () => {
    const store = makeStore();
    store.addItem(shirt);
    store.clearCart();
    expect(store.getSnapshot()).toEqual([]);
    expect(win.localStorage.dump()).toEqual({ cart: '[]', cartItems: '[]' });
  });

  it('patches every line of a product (availability after an admin edit)', () => {
    const store = makeStore();
    store.addItem({ ...jeans, stock: 10 }, { qty: 5 });
    store.addItem({ ...jeans, key: '7|Black|34', stock: 10 });
    store.patchProduct(7, { available: false, stock: 2 });
    expect(store.getSnapshot().map((l) => [l.available, l.stock, l.qty])).toEqual([
      [false, 2, 2],
      [false, 2, 1],
    ]);
    expect(hasUnavailable(store.getSnapshot())).toBe(true);
  });
});

describe('keys and product lines', () => {
  const product: Product = {
    id: 5,
    name: 'Kurta',
    price: '2499.00',
    brand: 'Fab',
    material: 'Cotton',
    modelName: 'K-1',
    cottonPercentage: 80,
    color: 'Maroon',
    sizes: ['M', 'L'],
    footwearSizes: [],
    weight: '300 g',
    description: '',
    mainCategory: 'weddinghub',
    subCategory: 'Kurthas',
    available: true,
    stock: 4,
    sizeStock: null,
    inStock: true,
    images: [{ id: 1, url: '/media/kurta.jpg', width: 800, height: 800 }],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('keyFor: String(id), or id|color|size for category adds', () => {
    expect(keyFor({ id: 5 })).toBe('5');
    expect(keyFor({ id: 5 }, { color: 'Maroon', size: 'L' })).toBe('5|Maroon|L');
    expect(keyFor({ id: 5 }, {})).toBe('5||');
  });

  it('cartItemFromProduct builds product-page and category-page lines', () => {
    expect(cartItemFromProduct(product)).toEqual({
      id: 5,
      key: '5',
      name: 'Kurta',
      price: '2499.00',
      image: '/media/kurta.jpg',
      available: true,
      main_category: 'weddinghub',
      sub_category: 'Kurthas',
      stock: 4,
      color: 'Maroon',
    });
    expect(cartItemFromProduct(product, { variant: { size: 'L' }, available: false })).toEqual({
      id: 5,
      key: '5|Maroon|L',
      name: 'Kurta',
      price: '2499.00',
      image: '/media/kurta.jpg',
      available: false,
      main_category: 'weddinghub',
      sub_category: 'Kurthas',
      stock: 4,
      color: 'Maroon',
      size: 'L',
      weight: '300 g',
      brand: 'Fab',
      model_name: 'K-1',
      cotton_percentage: 80,
    });
  });
});

describe('derived values', () => {
  const lines = (qtys: number[], price = '1499.00'): CartItem[] =>
    qtys.map((qty, i) => ({ ...shirt, key: String(i), qty, price }) as CartItem);

  it('counts units and labels the badge', () => {
    expect(itemCount([])).toBe(0);
    expect(itemCount(lines([2, 3]))).toBe(5);
    expect(badgeLabel(0)).toBe('');
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(itemCount(lines([999, 1])))).toBe('99+');
  });

  it('adds money in paise', () => {
    expect(subtotal([])).toBe('0.00');
    expect(subtotal(lines([2, 1]))).toBe('4497.00');
    expect(subtotal(lines([3], '0.10'))).toBe('0.30');
    expect(subtotal([...lines([1], '0.10'), ...lines([1], '0.20')])).toBe('0.30');
    expect(lineTotal({ price: '1999.50', qty: 3 })).toBe('5998.50');
    expect(subtotal(lines([999], '99999.99'))).toBe('99899990.01');
  });
});

describe('snapshots and events', () => {
  it('returns the same array until the cart changes', () => {
    const store = makeStore();
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    expect(store.getServerSnapshot()).toBe(store.getServerSnapshot());
    expect(store.getServerSnapshot()).toEqual([]);

    store.addItem(shirt);
    const one = store.getSnapshot();
    expect(one).not.toBe(empty);
    expect(store.getSnapshot()).toBe(one);

    // No-ops keep the reference.
    store.removeItem('missing');
    store.setQty('12', 1);
    store.refresh();
    win.dispatchEvent(new Event('cart:updated'));
    expect(store.getSnapshot()).toBe(one);
    expect(Object.isFrozen(one)).toBe(true);

    store.setQty('12', 2);
    expect(store.getSnapshot()).not.toBe(one);
  });

  it('notifies subscribers and dispatches cart:updated once per change', () => {
    const store = makeStore();
    const updated = countEvents(win, 'cart:updated');
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.addItem(shirt);
    store.setQty('12', 3);
    store.setQty('12', 3); // no change
    store.removeItem('missing'); // no change
    expect(listener).toHaveBeenCalledTimes(2);
    expect(updated.count).toBe(2);
    unsubscribe();
    store.clearCart();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(updated.count).toBe(3);
  });

  it('posts every change on the channel', () => {
    const posted: unknown[] = [];
    const channel: ChannelLike = {
      postMessage: (m) => posted.push(m),
      close: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    const store = makeStore({ channel });
    store.addItem(shirt);
    expect(posted).toEqual([{ type: 'cart:updated', items: store.getSnapshot() }]);
    store.destroy();
    expect(channel.close).toHaveBeenCalled();
  });

  it('follows legacy code that writes the keys and dispatches cart:updated', () => {
    const store = makeStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const legacy = [{ id: 3, key: '3', name: 'Cap', price: 299, qty: 1, image: '' }];
    win.localStorage.setItem('cart', JSON.stringify(legacy));
    win.dispatchEvent(new Event('cart:updated'));
    expect(store.getSnapshot()).toMatchObject([{ id: 3, price: '299.00', qty: 1 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    // ...and repaired the other key.
    expect(win.localStorage.getItem('cartItems')).toBe(serializeCart(store.getSnapshot()));
  });
});

describe('tabs', () => {
  it('keeps two tabs over one storage in step through storage events', () => {
    const [a, b] = createTabs(2) as [FakeWindow, FakeWindow];
    const tabA = makeStore({ storage: a.localStorage, target: a });
    const tabB = makeStore({ storage: b.localStorage, target: b });
    const seenByB = vi.fn();
    tabB.subscribe(seenByB);

    tabA.addItem(shirt);
    expect(tabB.getSnapshot()).toEqual(tabA.getSnapshot());
    tabB.setQty('12', 4);
    expect(tabA.getSnapshot()[0]?.qty).toBe(4);
    tabA.clearCart();
    expect(tabB.getSnapshot()).toEqual([]);
    expect(seenByB).toHaveBeenCalledTimes(3);
  });

  it('ignores storage events for other keys and for sessionStorage', () => {
    const [a, b] = createTabs(2) as [FakeWindow, FakeWindow];
    makeStore({ storage: a.localStorage, target: a });
    const tabB = makeStore({ storage: b.localStorage, target: b });
    const snapshot = tabB.getSnapshot();
    const read = vi.spyOn(b.localStorage, 'getItem');
    a.localStorage.setItem('user', '{}');
    b.dispatchEvent(storageEvent('cart', null, '[]', b.sessionStorage));
    expect(read).not.toHaveBeenCalled();
    expect(tabB.getSnapshot()).toBe(snapshot);
  });

  it('survives another tab writing garbage: keeps the good copy and repairs', () => {
    const [a, b] = createTabs(2) as [FakeWindow, FakeWindow];
    const tabA = makeStore({ storage: a.localStorage, target: a });
    const tabB = makeStore({ storage: b.localStorage, target: b });
    tabA.addItem(shirt);
    a.localStorage.setItem('cart', '{"oops"');
    expect(tabB.getSnapshot()).toMatchObject([{ key: '12' }]);
    expect(b.localStorage.getItem('cart')).toBe(serializeCart(tabB.getSnapshot()));
    a.localStorage.clear();
    expect(tabB.getSnapshot()).toEqual([]);
  });

  it('keeps tabs in step over BroadcastChannel when storage is unusable', async () => {
    const name = `cart-test-${Math.random()}`;
    const tabA = makeStore({ storage: null, target: null, channel: new BroadcastChannel(name) });
    const tabB = makeStore({ storage: null, target: null, channel: new BroadcastChannel(name) });
    tabA.addItem(shirt, { qty: 2 });
    expect(tabA.getSnapshot()).toHaveLength(1);
    await vi.waitFor(() => expect(tabB.getSnapshot()).toEqual(tabA.getSnapshot()));
  });
});

describe('bad storage', () => {
  it('starts from corrupt storage with an empty cart and repairs it', () => {
    win.localStorage.seed({ cart: 'not json', cartItems: '{"a":1}' });
    const store = makeStore();
    expect(store.getSnapshot()).toEqual([]);
    expect(win.localStorage.dump()).toEqual({ cart: '[]', cartItems: '[]' });
    store.addItem(shirt);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('works in memory when localStorage throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    win.localStorage.fault = 'all';
    const store = makeStore();
    expect(store.getSnapshot()).toEqual([]);
    store.addItem(shirt);
    store.setQty('12', 3);
    win.dispatchEvent(new Event('cart:updated')); // a refresh must not wipe the memory cart
    expect(store.getSnapshot()).toMatchObject([{ key: '12', qty: 3 }]);
    store.clearCart();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('works when quota is exceeded', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    win.localStorage.quota = 50;
    const store = makeStore();
    expect(store.addItem(shirt).ok).toBe(true);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});

describe('singleton', () => {
  it('is an empty inert store on the server', () => {
    vi.unstubAllGlobals();
    const store = getCartStore();
    expect(store.getSnapshot()).toBe(getServerSnapshot());
    expect(store.addItem(shirt).ok).toBe(false);
    expect(getSnapshot()).toEqual([]);
  });

  it('is created lazily in the browser over localStorage and window', () => {
    win.localStorage.seed({ cart: JSON.stringify([{ ...shirt, key: '12', qty: 2 }]) });
    const store = getCartStore();
    expect(getCartStore()).toBe(store);
    expect(getSnapshot()).toMatchObject([{ key: '12', qty: 2 }]);
    const updated = countEvents(win, 'cart:updated');
    store.addItem(shirt);
    expect(updated.count).toBe(1);
    expect(getSnapshot()[0]?.qty).toBe(3);
    resetCartStore();
    expect(getCartStore()).not.toBe(store);
  });
});

describe('availability', () => {
  it('the override wins over the server flag; neither means available', () => {
    expect(effectiveAvailability(5)).toBe(true);
    expect(effectiveAvailability(5, false)).toBe(false);
    expect(effectiveAvailability(5, true)).toBe(true);
    setAvailabilityOverride(5, false);
    expect(win.localStorage.getItem('availability_override:5')).toBe('false');
    expect(effectiveAvailability(5, true)).toBe(false);
    setAvailabilityOverride(5, true);
    expect(effectiveAvailability(5, false)).toBe(true);
    expect(effectiveAvailability(6, false)).toBe(false);
    setAvailabilityOverride(5, null);
    expect(availabilityOverride(5)).toBeNull();
    expect(effectiveAvailability(5, false)).toBe(false);
  });

  it('ignores and removes a garbage override', () => {
    win.localStorage.seed({ 'availability_override:9': 'maybe' });
    expect(availabilityOverride(9)).toBeNull();
    expect(effectiveAvailability(9, false)).toBe(false);
    expect(win.localStorage.getItem('availability_override:9')).toBeNull();
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAvailability(listener);
    setAvailabilityOverride(5, false);
    win.dispatchEvent(storageEvent('availability_override:5', null, 'true', win.localStorage));
    win.dispatchEvent(storageEvent('cart', null, '[]', win.localStorage));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setAvailabilityOverride(5, true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is safe without storage', () => {
    vi.unstubAllGlobals();
    expect(effectiveAvailability(5, false)).toBe(false);
    expect(() => setAvailabilityOverride(5, true)).not.toThrow();
    expect(notifyRequests()).toEqual([]);
  });
});

describe('notify requests', () => {
  it('remembers product ids once', () => {
    const notified = countEvents(win, 'notify:updated');
    expect(hasNotifyRequest(12)).toBe(false);
    expect(addNotifyRequest(12)).toBe(true);
    expect(addNotifyRequest('12')).toBe(false);
    expect(addNotifyRequest(7)).toBe(true);
    expect(hasNotifyRequest(12)).toBe(true);
    expect(notifyRequests()).toEqual([12, 7]);
    expect(win.localStorage.getItem('notify_requests')).toBe('[12,7]');
    expect(notified.count).toBe(2);
  });

  it('keeps the snapshot identity until the list changes', () => {
    const first = getNotifyRequestsSnapshot();
    expect(getNotifyRequestsSnapshot()).toBe(first);
    addNotifyRequest(3);
    const second = getNotifyRequestsSnapshot();
    expect(second).toEqual([3]);
    expect(getNotifyRequestsSnapshot()).toBe(second);
    expect(getNotifyRequestsServerSnapshot()).toBe(getNotifyRequestsServerSnapshot());
  });

  it.each([
    ['not JSON', '[1,', []],
    ['an object', '{"12":true}', []],
    ['junk entries', '[12,"7","x",-1,12,null]', [12, 7]],
  ])('repairs %s', (_label, raw, expected) => {
    win.localStorage.seed({ notify_requests: raw });
    expect(notifyRequests()).toEqual(expected);
    expect(win.localStorage.getItem('notify_requests')).toBe(JSON.stringify(expected));
  });

  it('tells subscribers about changes here and in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeNotifyRequests(listener);
    addNotifyRequest(1);
    win.dispatchEvent(storageEvent('notify_requests', '[1]', '[1,2]', win.localStorage));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('is safe when localStorage throws', () => {
    win.localStorage.fault = 'all';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(notifyRequests()).toEqual([]);
    expect(hasNotifyRequest(1)).toBe(false);
    expect(() => addNotifyRequest(1)).not.toThrow();
  });

  it('works with a storage passed explicitly', () => {
    const s = new MemoryStorage();
    addNotifyRequest(4, s);
    expect(hasNotifyRequest(4, s)).toBe(true);
    expect(hasNotifyRequest(4)).toBe(false);
  });
});
