// The cart page's whole-cart commands (lib/browser/cart/server-cart-commands.ts) and the sync
// (server-cart-sync.ts): Clear cart empties the server cart with the sync PUT when its id is
// known, else deletes each mapped line; Start a new order deletes only this cart's lines; the
// quantity sync leaves out gone products.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installBrowser } from '../support/browser-fakes';
import { cartLine } from '../support/cart-line';

const { emptyCart, emptyCartForNewOrder } = await import('@/lib/browser/cart/server-cart-commands');
const { syncServerCart } = await import('@/lib/browser/cart/server-cart-sync');
const { getSnapshot, replaceItems, resetCartStore } = await import('@/lib/browser/cart/store');
const { readCartServerMap, storeCartId, writeCartServerMap } =
  await import('@/lib/browser/cart/server-cart-keys');
const { cancelQtySync, flushQtySync } = await import('@/lib/browser/cart/qty-sync');

type FetchFn = (path: string, init: RequestInit) => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;

const line = (id: number, size?: string) =>
  cartLine({ id, ...(size ? { key: `${id}||${size}`, size } : {}) });

/** What the browser knows of the signed-in shopper's server cart: its lines' ids, its own id. */
function knownServerCart(map: Record<string, number>, cartId?: string) {
  if (cartId) storeCartId(cartId);
  writeCartServerMap(map);
}
const sentBody = (call = 0): unknown => JSON.parse(String(fetchMock.mock.calls[call]?.[1].body));
const paths = () => fetchMock.mock.calls.map(([path, init]) => `${init.method} ${path}`);

beforeEach(() => {
  installBrowser();
  vi.stubGlobal('BroadcastChannel', undefined);
  fetchMock = vi.fn<FetchFn>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  replaceItems([line(12, 'M'), line(4)]);
});

afterEach(() => {
  resetCartStore();
  cancelQtySync();
  vi.unstubAllGlobals();
});

describe('emptyCart', () => {
  it('empties the server cart with the sync PUT when its id is known', async () => {
    knownServerCart({ '12|M': 70, '4': 71 }, '7');
    emptyCart(true);
    expect(getSnapshot()).toEqual([]);
    expect(readCartServerMap()).toEqual({});
    expect(await flushQtySync()).toBe(true);
    expect(paths()).toEqual(['PUT /api/carts/7/']);
    expect(sentBody()).toEqual({ items: [], subtotal: '0.00' });
  });

  it('deletes each mapped line without a cart id, and nothing when signed out', async () => {
    knownServerCart({ '12|M': 70, '4': 71 });
    emptyCart(true);
    await vi.waitFor(() => expect(readCartServerMap()).toEqual({}));
    expect(paths().sort()).toEqual([
      'DELETE /api/cart/items/70/remove/',
      'DELETE /api/cart/items/71/remove/',
    ]);
    replaceItems([line(4)]);
    fetchMock.mockClear();
    emptyCart(false);
    expect(getSnapshot()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('emptyCartForNewOrder', () => {
  it('deletes only the server lines this cart stands for', async () => {
    knownServerCart({ '12|M': 70, '9|L': 72 }, '7');
    emptyCartForNewOrder(true);
    expect(getSnapshot()).toEqual([]);
    await vi.waitFor(() => expect(readCartServerMap()).toEqual({ '9|L': 72 }));
    expect(paths()).toEqual(['DELETE /api/cart/items/70/remove/']);
  });
});

describe('syncServerCart', () => {
  it('sends the cart without the products gone from the shop', async () => {
    storeCartId('7');
    syncServerCart(new Set([4]));
    expect(await flushQtySync()).toBe(true);
    expect((sentBody() as { items: unknown[] }).items).toEqual([
      {
        id: 12,
        qty: 1,
        size: 'M',
        price: '100.00',
        name: 'Product 12',
        image: '',
        available: true,
      },
    ]);
  });
});
