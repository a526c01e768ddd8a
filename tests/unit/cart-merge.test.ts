import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeCarts } from '@/lib/browser/cart/login-merge';
import {
  cancelQtySync,
  flushQtySync,
  isSyncableCartId,
  scheduleQtySync,
} from '@/lib/browser/cart/qty-sync';
import {
  cartItemFromServer,
  parseServerCart,
  type ServerCart,
} from '@/lib/browser/cart/server-cart';
import {
  readCartServerMap,
  serverItemIdFor,
  serverMapFromCart,
  setServerItemId,
  storedCartId,
} from '@/lib/browser/cart/server-cart-keys';
import {
  fetchServerCart,
  pushAdd,
  pushRemove,
  pushRemoveProduct,
} from '@/lib/browser/cart/server-requests';
import { MemoryStorage, installBrowser, type FakeWindow } from '../support/browser-fakes';
import { cartLine } from '../support/cart-line';

const line = cartLine;

function serverCart(
  items: { id: number; productId: number; qty: number; stock?: number }[],
): ServerCart {
  const cart = parseServerCart({
    id: 1,
    subtotal: '0.00',
    items: items.map((i) => ({
      id: i.id,
      qty: i.qty,
      product: {
        id: i.productId,
        name: `Product ${i.productId}`,
        price: '120.00',
        images: [{ url: `https://shop.in/media/${i.productId}.jpg` }],
        available: true,
        in_stock: true,
        stock: i.stock ?? 50,
        main_category: 'mens',
        sub_category: 'Shirt',
      },
    })),
  });
  if (!cart) throw new Error('bad fixture');
  return cart;
}

describe('mergeCarts', () => {
  it('keeps local-only lines and appends server-only products', () => {
    const local = [line({ id: 1, qty: 2 })];
    const merged = mergeCarts(local, serverCart([{ id: 90, productId: 2, qty: 3 }]));
    expect(merged.map((l) => [l.key, l.qty])).toEqual([
      ['1', 2],
      ['2', 3],
    ]);
    expect(merged[1]).toEqual({
      id: 2,
      key: '2',
      name: 'Product 2',
      price: '120.00',
      qty: 3,
      image: 'https://shop.in/media/2.jpg',
      available: true,
      main_category: 'mens',
      sub_category: 'Shirt',
      stock: 50,
    });
  });

  it('keeps the larger qty for a product on both sides, never the sum', () => {
    expect(
      mergeCarts([line({ id: 1, qty: 5 })], serverCart([{ id: 90, productId: 1, qty: 2 }])).map(
        (l) => l.qty,
      ),
    ).toEqual([5]);
    expect(
      mergeCarts([line({ id: 1, qty: 2 })], serverCart([{ id: 90, productId: 1, qty: 4 }])).map(
        (l) => l.qty,
      ),
    ).toEqual([4]);
  });

  it('compares the server qty with the total of all local variants of the product', () => {
    const local = [
      line({ id: 1, key: '1|Red|M', qty: 1 }),
      line({ id: 3 }),
      line({ id: 1, key: '1|Blue|L', qty: 2 }),
    ];
    const merged = mergeCarts(local, serverCart([{ id: 90, productId: 1, qty: 5 }]));
    expect(merged.map((l) => [l.key, l.qty])).toEqual([
      ['1|Red|M', 3],
      ['3', 1],
      ['1|Blue|L', 2],
    ]);
    const smaller = mergeCarts(local, serverCart([{ id: 90, productId: 1, qty: 2 }]));
    expect(smaller.map((l) => l.qty)).toEqual([1, 1, 2]);
  });

  it('takes the server price, availability and stock, and caps qty by stock', () => {
    const merged = mergeCarts(
      [line({ id: 1, qty: 8 })],
      serverCart([{ id: 90, productId: 1, qty: 1, stock: 3 }]),
    );
    expect(merged[0]).toMatchObject({ price: '120.00', stock: 3, qty: 3, available: true });
  });

  it('does not double a product the server lists twice, and is pure', () => {
    const local = [line({ id: 1 })];
    const frozen = JSON.stringify(local);
    const merged = mergeCarts(
      local,
      serverCart([
        { id: 90, productId: 2, qty: 1 },
        { id: 91, productId: 2, qty: 4 },
      ]),
    );
    expect(merged.map((l) => [l.key, l.qty])).toEqual([
      ['1', 1],
      ['2', 4],
    ]);
    expect(JSON.stringify(local)).toBe(frozen);
    expect(mergeCarts(local, null)).toEqual(local);
    expect(mergeCarts([], serverCart([]))).toEqual([]);
  });

  it('maps unavailable server products to unavailable lines', () => {
    const cart = parseServerCart({
      id: 1,
      subtotal: '0',
      items: [
        {
          id: 5,
          qty: '2',
          product: { id: 9, name: 'Cap', price: 299, available: true, in_stock: false, stock: 0 },
        },
        { id: 6, qty: 1, product: { name: 'no id' } },
        'junk',
      ],
    });
    expect(cart?.items).toHaveLength(1);
    const item = cart?.items[0];
    expect(item && cartItemFromServer(item)).toMatchObject({
      id: 9,
      key: '9',
      price: '299.00',
      qty: 1,
      available: false,
      stock: 0,
      image: '',
    });
    expect(cart && serverMapFromCart(cart)).toEqual({ '9': 5 });
  });

  it('rejects answers that are not a cart', () => {
    expect(parseServerCart(null)).toBeNull();
    expect(parseServerCart([])).toBeNull();
    expect(parseServerCart({ detail: 'Authentication required' })).toBeNull();
  });
});

describe('server calls', () => {
  let win: FakeWindow;
  let fetchMock: ReturnType<typeof vi.fn>;
  const warn = vi.fn();

  const answer = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  beforeEach(() => {
    win = installBrowser();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(warn);
    warn.mockClear();
  });

  afterEach(() => {
    cancelQtySync();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('pushAdd posts with the session cookie and records the server item id', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 77, product: { id: 12 }, qty: 2 }));
    await expect(pushAdd(12, 2)).resolves.toBe(77);
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: 12, qty: 2 }),
    });
    expect(serverItemIdFor(12)).toBe(77);
    expect(JSON.parse(win.localStorage.getItem('cartServerMap') ?? '')).toEqual({ '12': 77 });
  });

  it('pushRemove deletes by server item id; pushRemoveProduct uses the map', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await expect(pushRemove(77)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/cart/items/77/remove/',
      expect.objectContaining({ method: 'DELETE', credentials: 'same-origin' }),
    );
    setServerItemId(12, 78);
    await expect(pushRemoveProduct(12)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/cart/items/78/remove/', expect.anything());
    expect(serverItemIdFor(12)).toBeNull();
    await expect(pushRemoveProduct(12)).resolves.toBe(false);
  });

  it('fetchServerCart parses the cart', async () => {
    fetchMock.mockResolvedValue(
      answer(200, {
        id: 3,
        subtotal: '240.00',
        items: [{ id: 90, qty: 2, product: { id: 1, name: 'Tee', price: '120.00', images: [] } }],
      }),
    );
    const cart = await fetchServerCart();
    expect(cart).toMatchObject({ id: 3, subtotal: '240.00', items: [{ id: 90, qty: 2 }] });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart/',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  it('only warns on server errors, never throws', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { detail: 'no' }));
    await expect(pushAdd(1, 1)).resolves.toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchServerCart()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    await expect(fetchServerCart()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(answer(500));
    await expect(pushRemove(5)).resolves.toBe(false);
    fetchMock.mockResolvedValueOnce(answer(201, { nope: true }));
    await expect(pushAdd(1, 1)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    await expect(pushRemove(-1)).resolves.toBe(false);
  });

  it('debounces the qty sync by 500 ms and sends the latest items', async () => {
    vi.useFakeTimers();
    fetchMock.mockResolvedValue(answer(200, {}));
    const items = [line({ id: 1, qty: 2, price: '10.50' }), line({ id: 2, available: false })];
    scheduleQtySync('abc', [items[0]!]);
    vi.advanceTimersByTime(300);
    scheduleQtySync('abc', items);
    vi.advanceTimersByTime(499);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/carts/abc/', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [
          { id: 1, qty: 2, price: '10.50', name: 'Product 1', image: '', available: true },
          { id: 2, qty: 1, price: '100.00', name: 'Product 2', image: '', available: false },
        ],
        subtotal: '121.00',
      }),
    });
  });

  it('never syncs local-cart- ids or a missing id', async () => {
    vi.useFakeTimers();
    scheduleQtySync('local-cart-1700000000', [line({ id: 1 })]);
    scheduleQtySync(null, [line({ id: 1 })]);
    scheduleQtySync('', [line({ id: 1 })]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(flushQtySync()).resolves.toBe(false);
    expect(isSyncableCartId('local-cart-x')).toBe(false);
    expect(isSyncableCartId(42)).toBe(true);
  });

  it('reads cartId and a messy cartServerMap safely', () => {
    const s = new MemoryStorage();
    expect(storedCartId(s)).toBeNull();
    s.seed({ cartId: '"17"' });
    expect(storedCartId(s)).toBe('17');
    s.seed({ cartServerMap: '{"12":77,"x":1,"13":"78","14":-1}' });
    expect(readCartServerMap(s)).toEqual({ '12': 77, '13': 78 });
    s.seed({ cartServerMap: '[1,2]' });
    expect(readCartServerMap(s)).toEqual({});
    s.seed({ cartServerMap: '{bad' });
    expect(readCartServerMap(s)).toEqual({});
    s.fault = 'all';
    expect(readCartServerMap(s)).toEqual({});
    expect(() => setServerItemId(1, 2, s)).not.toThrow();
  });
});
