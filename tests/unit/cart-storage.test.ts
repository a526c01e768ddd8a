import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeCartItem } from '@/lib/browser/cart/normalize-lines';
import { getLocalStorage, safeGet, safeSet } from '@/lib/browser/storage';
import { readCart, serializeCart, writeCart } from '@/lib/browser/cart/stored-cart';
import { CART_LIMITS, type CartItem } from '@/lib/shared/cart/types';
import { MemoryStorage } from '../support/browser-fakes';

const shirt: CartItem = {
  id: 12,
  key: '12',
  name: 'Linen Shirt',
  price: '1499.00',
  qty: 2,
  image: '/media/linen.jpg',
  available: true,
  main_category: 'mens',
  sub_category: 'Shirt',
};

const jeans: CartItem = {
  id: 7,
  key: '7|Blue|32',
  name: 'Slim Jeans',
  price: '1999.50',
  qty: 1,
  image: 'https://utfs.io/f/jeans.jpg',
  available: true,
  main_category: 'mens',
  sub_category: 'Jeans',
  color: 'Blue',
  size: '32',
};

function storageWith(values: Record<string, string>): MemoryStorage {
  const s = new MemoryStorage();
  s.seed(values);
  return s;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('localStorage access', () => {
  it('is null without a browser (server rendering)', () => {
    expect(getLocalStorage()).toBeNull();
    expect(readCart()).toEqual({ items: [], ok: false, repaired: false });
    expect(writeCart([shirt])).toBe(false);
  });

  it('is null when reading window.localStorage itself throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(getLocalStorage()).toBeNull();
      expect(readCart().ok).toBe(false);
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('never throws when getItem or setItem throw (private mode, quota)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = storageWith({ cart: JSON.stringify([shirt]) });
    s.fault = 'get';
    expect(readCart(s)).toEqual({ items: [], ok: false, repaired: false });
    expect(safeGet('cart', s)).toBeNull();
    s.fault = 'set';
    expect(readCart(s).items).toEqual([shirt]); // reads fine, the repair write fails quietly
    expect(writeCart([shirt, jeans], s)).toBe(false);
    expect(safeSet('x', 'y', s)).toBe(false);
    s.fault = null;
    s.quota = 10;
    expect(writeCart([shirt], s)).toBe(false);
  });
});

describe('readCart', () => {
  it('reads nothing and writes nothing when both keys are missing', () => {
    const s = new MemoryStorage();
    expect(readCart(s)).toEqual({ items: [], ok: true, repaired: false });
    expect(s.dump()).toEqual({});
  });

  it('reads a valid cart without rewriting it', () => {
    const json = serializeCart([shirt, jeans]);
    const s = storageWith({ cart: json, cartItems: json });
    expect(readCart(s)).toEqual({ items: [shirt, jeans], ok: true, repaired: false });
  });

  it('writes both keys', () => {
    const s = new MemoryStorage();
    expect(writeCart([shirt], s)).toBe(true);
    expect(s.dump()).toEqual({ cart: serializeCart([shirt]), cartItems: serializeCart([shirt]) });
  });

  it('prefers cart when both keys parse', () => {
    const s = storageWith({ cart: JSON.stringify([shirt]), cartItems: JSON.stringify([jeans]) });
    const r = readCart(s);
    expect(r.items).toEqual([shirt]);
    expect(r.repaired).toBe(true);
    expect(s.getItem('cartItems')).toBe(serializeCart([shirt]));
  });

  it('falls back to cartItems when cart is corrupt, and repairs cart', () => {
    const s = storageWith({ cart: '[{"id":12,', cartItems: JSON.stringify([jeans]) });
    const r = readCart(s);
    expect(r).toEqual({ items: [jeans], ok: true, repaired: true });
    expect(s.getItem('cart')).toBe(serializeCart([jeans]));
  });

  it('fills in a missing key from the other one', () => {
    const s = storageWith({ cartItems: JSON.stringify([shirt]) });
    expect(readCart(s).items).toEqual([shirt]);
    expect(s.getItem('cart')).toBe(serializeCart([shirt]));
  });

  it.each([
    ['not JSON', '{{{'],
    ['undefined text', 'undefined'],
    ['an object', JSON.stringify({ items: [shirt] })],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"cart"'],
    ['an array of junk', JSON.stringify([1, 'a', null, [], { id: 'x' }])],
  ])('ignores %s in both keys and repairs them to []', (_label, raw) => {
    const s = storageWith({ cart: raw, cartItems: raw });
    expect(readCart(s)).toEqual({ items: [], ok: true, repaired: true });
    expect(s.dump()).toEqual({ cart: '[]', cartItems: '[]' });
  });

  it('ignores an oversized value without parsing it', () => {
    const huge = JSON.stringify([{ ...shirt, name: 'x'.repeat(CART_LIMITS.maxRawChars) }]);
    const parse = vi.spyOn(JSON, 'parse');
    const s = storageWith({ cart: huge, cartItems: huge });
    expect(readCart(s).items).toEqual([]);
    expect(parse).not.toHaveBeenCalled();
    expect(s.getItem('cart')).toBe('[]');
  });

  it('keeps the valid lines of a partly bad array and drops the rest', () => {
    const raw = JSON.stringify([
      shirt,
      { id: -1, name: 'x', price: '1' },
      { name: 'no id' },
      jeans,
    ]);
    const s = storageWith({ cart: raw });
    const r = readCart(s);
    expect(r.items).toEqual([shirt, jeans]);
    expect(r.repaired).toBe(true);
    expect(JSON.parse(s.getItem('cartItems') ?? '')).toEqual([shirt, jeans]);
  });

  it('keeps at most 200 lines and one line per key', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      ...shirt,
      id: i + 1,
      key: String(i + 1),
    }));
    expect(readCart(storageWith({ cart: JSON.stringify(many) })).items).toHaveLength(200);
    const dupes = [shirt, { ...shirt, qty: 5 }, { ...shirt, qty: 1 }];
    expect(readCart(storageWith({ cart: JSON.stringify(dupes) })).items).toEqual([
      { ...shirt, qty: 5 },
    ]);
  });
});

describe('normalizeCartItem', () => {
  it('accepts the older app\u2019s loose values', () => {
    expect(
      normalizeCartItem({
        id: '12',
        name: '  Linen\nShirt ',
        price: 1499,
        qty: '2',
        image: 'media/linen.jpg',
        main_category: 'mens',
        sub_category: 'Shirt',
        cotton_percentage: '60',
        color: '',
        extra: { anything: true },
      }),
    ).toEqual({
      id: 12,
      key: '12',
      name: 'Linen Shirt',
      price: '1499.00',
      qty: 2,
      image: '/media/linen.jpg',
      available: true,
      main_category: 'mens',
      sub_category: 'Shirt',
      cotton_percentage: 60,
    });
  });

  it('rejects lines without a usable id, name or price', () => {
    expect(normalizeCartItem(null)).toBeNull();
    expect(normalizeCartItem([shirt])).toBeNull();
    expect(normalizeCartItem({ ...shirt, id: 0 })).toBeNull();
    expect(normalizeCartItem({ ...shirt, id: 1.5 })).toBeNull();
    expect(normalizeCartItem({ ...shirt, name: '   ' })).toBeNull();
    expect(normalizeCartItem({ ...shirt, price: 'free' })).toBeNull();
    expect(normalizeCartItem({ ...shirt, price: -1 })).toBeNull();
    expect(normalizeCartItem({ ...shirt, price: Number.NaN })).toBeNull();
  });

  it('clamps qty to 1..999 and to the known stock', () => {
    expect(normalizeCartItem({ ...shirt, qty: 0 })?.qty).toBe(1);
    expect(normalizeCartItem({ ...shirt, qty: -4 })?.qty).toBe(1);
    expect(normalizeCartItem({ ...shirt, qty: 'lots' })?.qty).toBe(1);
    expect(normalizeCartItem({ ...shirt, qty: 2.7 })?.qty).toBe(2);
    expect(normalizeCartItem({ ...shirt, qty: 5000 })?.qty).toBe(999);
    expect(normalizeCartItem({ ...shirt, qty: 9, stock: 3 })?.qty).toBe(3);
    expect(normalizeCartItem({ ...shirt, qty: 9, stock: 0 })?.qty).toBe(1);
  });

  it('caps huge strings and drops unsafe image URLs', () => {
    const item = normalizeCartItem({
      ...shirt,
      name: 'N'.repeat(100_000),
      brand: 'B'.repeat(10_000),
      image: 'javascript:alert(1)',
    });
    expect(item?.name).toHaveLength(200);
    expect(item?.brand).toHaveLength(80);
    expect(item?.image).toBe('');
    expect(normalizeCartItem({ ...shirt, image: 'data:image/png;base64,AAAA' })?.image).toBe('');
    expect(normalizeCartItem({ ...shirt, image: 'x'.repeat(5000) })?.image).toBe('');
  });

  it('normalizes prices to two decimals', () => {
    expect(normalizeCartItem({ ...shirt, price: '1499' })?.price).toBe('1499.00');
    expect(normalizeCartItem({ ...shirt, price: 0.1 })?.price).toBe('0.10');
    expect(normalizeCartItem({ ...shirt, price: '999.5' })?.price).toBe('999.50');
  });
});
