import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeAtLogin, quantitiesByProduct } from '@/lib/browser/cart/login-merge';
import { cancelQtySync } from '@/lib/browser/cart/qty-sync';
import {
  forgetServerCart,
  readCartServerMap,
  storedCartId,
} from '@/lib/browser/cart/server-cart-keys';
import { createCartStore, type CartStore } from '@/lib/browser/cart/create-store';
import {
  checkoutKey,
  checkoutLines,
  rememberSentOrder,
  sentOrderFor,
} from '@/lib/browser/orders/checkout-attempt';
import { installBrowser, type FakeWindow } from '../support/browser-fakes';
import { cartLine } from '../support/cart-line';

const SENT = {
  number: 'SP-1042',
  statusUrl: 'https://shop.example/orders/t',
  whatsappUrl: 'https://wa.me/919876543210?text=x',
};

const line = cartLine;

const serverItem = (id: number, productId: number, qty: number) => ({
  id,
  qty,
  product: {
    id: productId,
    name: `Product ${productId}`,
    price: '100.00',
    images: [],
    available: true,
    in_stock: true,
    stock: 20,
    main_category: 'mens',
    sub_category: 'Shirt',
  },
});

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('mergeAtLogin', () => {
  let win: FakeWindow;
  let store: CartStore;
  type FetchFn = (path: string, init: RequestInit) => Promise<Response>;
  let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;
  let nextItemId: number;

  beforeEach(() => {
    win = installBrowser();
    store = createCartStore({ storage: win.localStorage, target: win, channel: null });
    nextItemId = 500;
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

  function serve(cart: unknown) {
    fetchMock.mockImplementation((path: string, init: RequestInit) => {
      if (path === '/api/cart/' && init.method === 'GET') return Promise.resolve(answer(200, cart));
      if (path === '/api/cart/items/' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { product_id: number; qty: number };
        return Promise.resolve(
          answer(201, { id: nextItemId++, product: { id: body.product_id }, qty: body.qty }),
        );
      }
      if (path.startsWith('/api/carts/') && init.method === 'PUT')
        return Promise.resolve(answer(200, {}));
      return Promise.resolve(answer(404));
    });
  }

  const calls = (method: string) =>
    fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === method);

  it('loses no line and doubles none, then posts what the server lacks', async () => {
    store.replaceItems([
      line({ id: 1, qty: 2 }),
      line({ id: 2, key: '2|Blue|M', color: 'Blue', size: 'M', qty: 1 }),
      line({ id: 2, key: '2|Red|L', color: 'Red', size: 'L', qty: 2 }),
    ]);
    serve({ id: 9, subtotal: '0.00', items: [serverItem(70, 1, 1), serverItem(71, 3, 4)] });

    const outcome = await mergeAtLogin(store, win.localStorage);

    expect(store.getSnapshot().map((l) => [l.key, l.qty])).toEqual([
      ['1', 2],
      ['2|Blue|M', 1],
      ['2|Red|L', 2],
      ['3', 4],
    ]);
    expect(outcome).toEqual({ ok: true, pushed: [2], qtySynced: true });
    // The two sizes of product 2 are two server lines, each posted with its size
    // (before, they were posted as one size-less line of qty 3 and the sizes were lost).
    const posts = calls('POST');
    expect(posts).toHaveLength(2);
    expect(posts.map(([, init]) => JSON.parse(String((init as RequestInit).body)))).toEqual([
      { product_id: 2, qty: 1, size: 'M' },
      { product_id: 2, qty: 2, size: 'L' },
    ]);
    expect(storedCartId(win.localStorage)).toBe('9');
    expect(readCartServerMap(win.localStorage)).toEqual({
      '1': 70,
      '2|M': 500,
      '2|L': 501,
      '3': 71,
    });
  });

  it('is idempotent: a second login adds nothing', async () => {
    store.replaceItems([line({ id: 1, qty: 2 })]);
    serve({ id: 9, subtotal: '0.00', items: [serverItem(70, 1, 2)] });
    await mergeAtLogin(store, win.localStorage);
    await mergeAtLogin(store, win.localStorage);
    expect(store.getSnapshot().map((l) => l.qty)).toEqual([2]);
    expect(calls('POST')).toHaveLength(0);
  });

  it('sends a raised quantity through the debounced sync', async () => {
    vi.useFakeTimers();
    store.replaceItems([line({ id: 1, qty: 5 })]);
    serve({ id: 9, subtotal: '0.00', items: [serverItem(70, 1, 2)] });
    const outcome = await mergeAtLogin(store, win.localStorage);
    expect(outcome).toMatchObject({ ok: true, qtySynced: true });
    await vi.advanceTimersByTimeAsync(500);
    const puts = calls('PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]![0]).toBe('/api/carts/9/');
    expect(JSON.parse(String((puts[0]![1] as RequestInit).body)).items[0]).toMatchObject({
      id: 1,
      qty: 5,
    });
  });

  it('keeps the local cart as it is when the server cannot be reached', async () => {
    store.replaceItems([line({ id: 1, qty: 2 })]);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(mergeAtLogin(store, win.localStorage)).resolves.toEqual({ ok: false });
    expect(store.getSnapshot().map((l) => [l.id, l.qty])).toEqual([[1, 2]]);
    expect(storedCartId(win.localStorage)).toBeNull();
  });

  it('forgetServerCart drops cartId and cartServerMap but keeps the lines', async () => {
    store.replaceItems([line({ id: 1 })]);
    serve({ id: 9, subtotal: '0.00', items: [serverItem(70, 1, 1)] });
    await mergeAtLogin(store, win.localStorage);
    forgetServerCart(win.localStorage);
    expect(storedCartId(win.localStorage)).toBeNull();
    expect(readCartServerMap(win.localStorage)).toEqual({});
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('drops the lines another device ordered (gone from the server cart), keeps the unsent', async () => {
    // This browser knew lines 1 and 2 on the server; 4 was added here while a request failed.
    store.replaceItems([line({ id: 1 }), line({ id: 2, qty: 2 }), line({ id: 4 })]);
    serve({ id: 9, subtotal: '0.00', items: [serverItem(70, 1, 1), serverItem(72, 2, 2)] });
    await mergeAtLogin(store, win.localStorage);
    expect(readCartServerMap(win.localStorage)).toEqual({ '1': 70, '2': 72, '4': 500 });

    // An order on another device took product 2 out of the server cart.
    fetchMock.mockClear();
    serve({ id: 9, subtotal: '0.00', items: [serverItem(70, 1, 1), serverItem(500, 4, 1)] });
    await mergeAtLogin(store, win.localStorage);
    expect(store.getSnapshot().map((l) => [l.id, l.qty])).toEqual([
      [1, 1],
      [4, 1],
    ]);
    expect(calls('POST')).toHaveLength(0);
  });

  it('keeps the lines of the order this browser just sent, and does not send them back', async () => {
    store.replaceItems([line({ id: 1 }), line({ id: 2 })]);
    serve({ id: 9, subtotal: '0.00', items: [serverItem(70, 1, 1), serverItem(72, 2, 1)] });
    await mergeAtLogin(store, win.localStorage);
    const lines = checkoutLines(store.getSnapshot());
    rememberSentOrder(lines, checkoutKey(lines, win.localStorage), SENT, win.localStorage);

    // The order took both lines out of the server cart.
    fetchMock.mockClear();
    serve({ id: 9, subtotal: '0.00', items: [] });
    await mergeAtLogin(store, win.localStorage);
    expect(store.getSnapshot().map((l) => l.id)).toEqual([1, 2]);
    expect(sentOrderFor(lines, win.localStorage)).toEqual(SENT);
    expect(calls('POST')).toHaveLength(0);
  });

  it('totals quantities per product over variants', () => {
    expect([
      ...quantitiesByProduct([
        line({ id: 1, qty: 2 }),
        line({ id: 1, key: '1|a|b', qty: 3 }),
        line({ id: 4 }),
      ]),
    ]).toEqual([
      [1, 5],
      [4, 1],
    ]);
  });
});
