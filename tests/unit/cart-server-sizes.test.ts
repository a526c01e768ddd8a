import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore, type CartStore } from '@/lib/browser/cart/create-store';
import { mergeAtLogin, mergeCarts, quantitiesByServerLine } from '@/lib/browser/cart/login-merge';
import { cancelQtySync } from '@/lib/browser/cart/qty-sync';
import {
  cartItemFromServer,
  parseServerCart,
  type ServerCart,
} from '@/lib/browser/cart/server-cart';
import {
  readCartServerMap,
  serverItemIdFor,
  serverLinesOf,
  serverMapFromCart,
  setServerItemId,
} from '@/lib/browser/cart/server-cart-keys';
import { pushAdd, pushRemoveLine, pushRemoveProduct } from '@/lib/browser/cart/server-requests';
import { MemoryStorage, installBrowser, type FakeWindow } from '../support/browser-fakes';
import { cartLine } from '../support/cart-line';

// Sizes between the browser cart and the server cart: one product in two sizes is two server
// lines, so the browser keys its server map, its merge and its removals by product AND size.

const line = cartLine;

interface Item {
  id: number;
  productId: number;
  qty: number;
  size?: string | null;
  sizeStock?: Record<string, number> | null;
}

const wireItem = (i: Item) => ({
  id: i.id,
  qty: i.qty,
  size: i.size ?? null,
  product: {
    id: i.productId,
    name: `Product ${i.productId}`,
    price: '120.00',
    images: [],
    available: true,
    in_stock: true,
    stock: 20,
    size: 'S,M,L',
    footwear_size: '',
    size_stock: i.sizeStock ?? null,
    main_category: 'mens',
    sub_category: 'Shirt',
  },
});

function serverCart(items: Item[]): ServerCart {
  const cart = parseServerCart({ id: 9, subtotal: '0.00', items: items.map(wireItem) });
  if (!cart) throw new Error('bad fixture');
  return cart;
}

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('server lines in a size', () => {
  it('reads the size, keys the line id||size and takes that size’s stock', () => {
    const cart = serverCart([
      { id: 90, productId: 2, qty: 1, size: 'M', sizeStock: { S: 3, M: 0, L: 17 } },
      { id: 91, productId: 2, qty: 2, size: 'L', sizeStock: { S: 3, M: 0, L: 17 } },
      { id: 92, productId: 3, qty: 1, size: 'XXXL' },
    ]);
    const [m, l, odd] = cart.items.map((i) => cartItemFromServer(i));
    expect(m).toMatchObject({ key: '2||M', size: 'M', stock: 0, available: false });
    expect(l).toMatchObject({ key: '2||L', size: 'L', stock: 17, available: true });
    // A size the browser does not know reads as a line without one, never lost.
    expect(odd).toMatchObject({ key: '3', stock: 20 });
    expect(odd?.size).toBeUndefined();
    expect(serverMapFromCart(cart)).toEqual({ '2|M': 90, '2|L': 91, '3': 92 });
  });
});

describe('cartServerMap with sizes', () => {
  it('reads sized keys and older digit-only keys, drops junk', () => {
    const s = new MemoryStorage();
    s.seed({ cartServerMap: '{"12":77,"12|M":78,"12|Q":1,"x|M":2,"13|":3,"14|L":"79"}' });
    expect(readCartServerMap(s)).toEqual({ '12': 77, '12|M': 78, '14|L': 79 });
    expect(serverItemIdFor(12, s)).toBe(77);
    expect(serverItemIdFor('12|M', s)).toBe(78);
    expect(serverLinesOf(12, s)).toEqual(['12', '12|M']);
    expect(serverLinesOf(1, s)).toEqual([]);
  });
});

describe('server requests with sizes', () => {
  let win: FakeWindow;
  type FetchFn = (path: string, init: RequestInit) => Promise<Response>;
  let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;

  beforeEach(() => {
    win = installBrowser();
    fetchMock = vi.fn<FetchFn>();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('pushAdd sends the size and maps the line as id|size', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 80, product: { id: 12 }, qty: 1, size: 'M' }));
    await expect(pushAdd(12, 1, 'M')).resolves.toBe(80);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      product_id: 12,
      qty: 1,
      size: 'M',
    });
    expect(readCartServerMap(win.localStorage)).toEqual({ '12|M': 80 });
  });

  it('removes one size’s line, or every line of the product', async () => {
    fetchMock.mockResolvedValue(answer(204));
    setServerItemId(12, 70);
    setServerItemId('12|M', 71);
    setServerItemId('12|L', 72);
    await expect(pushRemoveLine(12, 'M')).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/cart/items/71/remove/');
    expect(readCartServerMap()).toEqual({ '12': 70, '12|L': 72 });
    await expect(pushRemoveLine(12, 'M')).resolves.toBe(false);
    await expect(pushRemoveProduct(12)).resolves.toBe(true);
    expect(fetchMock.mock.calls.map(([path]) => path).slice(1)).toEqual([
      '/api/cart/items/70/remove/',
      '/api/cart/items/72/remove/',
    ]);
    expect(readCartServerMap()).toEqual({});
  });
});

describe('mergeCarts by product and size', () => {
  it('keeps two sizes of one product apart and appends the server’s other size', () => {
    const local = [line({ id: 2, key: '2|Blue|M', color: 'Blue', size: 'M', qty: 1 })];
    const merged = mergeCarts(local, serverCart([{ id: 90, productId: 2, qty: 3, size: 'L' }]));
    expect(merged.map((l) => [l.key, l.size, l.qty])).toEqual([
      ['2|Blue|M', 'M', 1],
      ['2||L', 'L', 3],
    ]);
  });

  it('keeps the larger qty of the same size, with that size’s stock', () => {
    const sizeStock = { S: 1, M: 4, L: 9 };
    const local = [
      line({ id: 2, key: '2|Blue|M', size: 'M', qty: 1 }),
      line({ id: 2, key: '2|Blue|S', size: 'S', qty: 2 }),
    ];
    const merged = mergeCarts(
      local,
      serverCart([{ id: 90, productId: 2, qty: 6, size: 'M', sizeStock }]),
    );
    expect(merged.map((l) => [l.key, l.qty, l.stock])).toEqual([
      ['2|Blue|M', 4, 4],
      ['2|Blue|S', 1, 1],
    ]);
  });

  it('matches a legacy line (the whole list as size) with the size-less server line', () => {
    const local = [line({ id: 2, key: '2|Blue|S, M, L', size: 'S, M, L', qty: 1 })];
    const merged = mergeCarts(local, serverCart([{ id: 90, productId: 2, qty: 2 }]));
    expect(merged.map((l) => [l.key, l.qty])).toEqual([['2|Blue|S, M, L', 2]]);
    expect(quantitiesByServerLine(merged)).toEqual(
      new Map([['2', { productId: 2, size: null, qty: 2 }]]),
    );
  });
});

describe('mergeAtLogin with sizes', () => {
  let win: FakeWindow;
  let store: CartStore;
  type FetchFn = (path: string, init: RequestInit) => Promise<Response>;
  let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;

  beforeEach(() => {
    win = installBrowser();
    store = createCartStore({ storage: win.localStorage, target: win, channel: null });
    fetchMock = vi.fn<FetchFn>();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    store.destroy();
    cancelQtySync();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the browser’s sizes the server lacks, never a legacy list, and syncs raised ones', async () => {
    vi.useFakeTimers();
    let next = 500;
    fetchMock.mockImplementation((path: string, init: RequestInit) => {
      if (path === '/api/cart/' && init.method === 'GET')
        return Promise.resolve(
          answer(200, {
            id: 9,
            subtotal: '0.00',
            items: [wireItem({ id: 70, productId: 2, qty: 1, size: 'M' })],
          }),
        );
      if (path === '/api/cart/items/' && init.method === 'POST')
        return Promise.resolve(answer(201, { id: next++ }));
      return Promise.resolve(answer(200, {}));
    });
    store.replaceItems([
      line({ id: 2, key: '2|Blue|M', size: 'M', qty: 3 }),
      line({ id: 2, key: '2|Blue|L', size: 'L', qty: 1 }),
      line({ id: 4, key: '4|Red|S, M, L', size: 'S, M, L', qty: 2 }),
    ]);
    const outcome = await mergeAtLogin(store, win.localStorage);
    expect(outcome).toEqual({ ok: true, pushed: [2, 4], qtySynced: true });
    const posts = fetchMock.mock.calls
      .filter(([, init]) => init.method === 'POST')
      .map(([, init]) => JSON.parse(String(init.body)));
    expect(posts).toEqual([
      { product_id: 2, qty: 1, size: 'L' },
      { product_id: 4, qty: 2 },
    ]);
    expect(readCartServerMap(win.localStorage)).toEqual({ '2|M': 70, '2|L': 500, '4': 501 });
    await vi.advanceTimersByTimeAsync(500);
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT');
    expect(JSON.parse(String(put?.[1].body)).items.map((i: { size?: string }) => i.size)).toEqual([
      'M',
      'L',
      undefined,
    ]);
  });
});
