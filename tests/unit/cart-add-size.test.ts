import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/lib/shared/product';
import { installBrowser, type FakeWindow } from '../support/browser-fakes';

// addProductToCart with a chosen size, through the page's store singleton: the line
// carries that one size and its stock, a sold-out or unknown size is refused with a toast, and
// a signed-in add posts the size.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

const { addProductToCart, removeCartLine, CART_MESSAGES } =
  await import('@/components/cart/cart-commands');
const { getSnapshot, replaceItems, resetCartStore } = await import('@/lib/browser/cart/store');
const { readCartServerMap, setServerItemId } = await import('@/lib/browser/cart/server-cart-keys');
const { cancelQtySync } = await import('@/lib/browser/cart/qty-sync');

const shirt: Product = {
  id: 12,
  name: 'Linen Shirt',
  price: '1499.00',
  brand: 'Loom',
  material: 'Linen',
  modelName: '',
  cottonPercentage: null,
  color: 'White',
  sizes: ['S', 'M', 'L'],
  footwearSizes: [],
  weight: '',
  description: '',
  mainCategory: 'mens',
  subCategory: 'Shirt',
  available: true,
  stock: 4,
  sizeStock: [
    { size: 'S', stock: 2 },
    { size: 'M', stock: 0 },
    { size: 'L', stock: 2 },
  ],
  inStock: true,
  images: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

let win: FakeWindow;
type FetchFn = (path: string, init: RequestInit) => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn<FetchFn>>;

beforeEach(() => {
  win = installBrowser();
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.stubGlobal('alert', vi.fn());
  fetchMock = vi.fn<FetchFn>(() => Promise.resolve(new Response('{"id":81}', { status: 201 })));
  vi.stubGlobal('fetch', fetchMock);
  toast.success.mockClear();
  toast.error.mockClear();
});

afterEach(() => {
  resetCartStore();
  cancelQtySync();
  vi.unstubAllGlobals();
});

describe('addProductToCart with a size', () => {
  it('adds a line in that one size, keyed id|color|size, capped at the size’s stock', () => {
    expect(addProductToCart(shirt, { size: 'L', signedIn: false })).toBe(true);
    expect(addProductToCart(shirt, { size: 'L', signedIn: false })).toBe(true);
    expect(addProductToCart(shirt, { size: 'L', signedIn: false })).toBe(true);
    expect(getSnapshot().map((l) => [l.key, l.size, l.qty, l.stock])).toEqual([
      ['12|White|L', 'L', 2, 2],
    ]);
    addProductToCart(shirt, { size: 'S', signedIn: false });
    expect(getSnapshot().map((l) => l.key)).toEqual(['12|White|L', '12|White|S']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a sold-out size and a size the product does not offer, adding nothing', () => {
    expect(addProductToCart(shirt, { size: 'M', signedIn: true })).toBe(false);
    expect(toast.error).toHaveBeenLastCalledWith('Sorry — size M is sold out.');
    expect(addProductToCart(shirt, { size: 'XL', signedIn: true })).toBe(false);
    expect(toast.error).toHaveBeenLastCalledWith(CART_MESSAGES.sizeNotOffered('XL'));
    expect(getSnapshot()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('honours the admin’s local availability override', () => {
    win.localStorage.setItem('availability_override:12', 'false');
    expect(addProductToCart(shirt, { size: 'L', signedIn: false })).toBe(false);
    win.localStorage.setItem('availability_override:12', 'true');
    expect(addProductToCart({ ...shirt, available: false }, { size: 'L', signedIn: false })).toBe(
      true,
    );
    expect(addProductToCart(shirt, { size: 'M', signedIn: false })).toBe(false);
  });

  it('joins the line of that size from the server cart (key id||size) instead of a second one', () => {
    replaceItems([
      {
        id: 12,
        key: '12||L',
        name: 'Linen Shirt',
        price: '1499.00',
        qty: 1,
        image: '',
        available: true,
        main_category: 'mens',
        sub_category: 'Shirt',
        size: 'L',
        stock: 2,
      },
    ]);
    addProductToCart(shirt, { size: 'L', signedIn: false });
    expect(getSnapshot().map((l) => [l.key, l.qty])).toEqual([['12||L', 2]]);
  });

  it('posts the size for a signed-in shopper and maps the server line by size', async () => {
    addProductToCart(shirt, { size: 'S', signedIn: true });
    await vi.waitFor(() => expect(readCartServerMap()).toEqual({ '12|S': 81 }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({
      product_id: 12,
      qty: 1,
      size: 'S',
    });
  });

  it('adds a product without sizes exactly as before', () => {
    const cap: Product = { ...shirt, id: 3, sizes: [], sizeStock: null, stock: 5 };
    expect(addProductToCart(cap, { signedIn: false })).toBe(true);
    expect(getSnapshot()[0]).toMatchObject({ key: '3', stock: 5 });
    expect(getSnapshot()[0]?.size).toBeUndefined();
  });
});

describe('removeCartLine with sizes', () => {
  it('deletes only that size’s server line', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    addProductToCart(shirt, { size: 'S', signedIn: false });
    addProductToCart(shirt, { size: 'L', signedIn: false });
    setServerItemId('12|S', 70);
    setServerItemId('12|L', 71);
    expect(removeCartLine('12|White|S', 12, true)).toBe(true);
    await vi.waitFor(() => expect(readCartServerMap()).toEqual({ '12|L': 71 }));
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/cart/items/70/remove/']);
  });
});
