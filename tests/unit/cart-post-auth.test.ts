import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  POST_AUTH_KEY,
  clearPostAuth,
  readPostAuth,
  savePostAuth,
} from '@/lib/browser/cart/post-auth';
import { MemoryStorage, installBrowser } from '../support/browser-fakes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postAuth intent (sessionStorage)', () => {
  it('saves the spec shape and reads it back', () => {
    const s = new MemoryStorage();
    expect(savePostAuth({ productId: 12, pathname: '/product/12' }, s)).toBe(true);
    expect(JSON.parse(s.getItem(POST_AUTH_KEY) ?? '')).toEqual({
      action: 'ADD_TO_CART',
      productId: 12,
      pathname: '/product/12',
    });
    expect(readPostAuth(s)).toEqual({
      action: 'ADD_TO_CART',
      productId: 12,
      pathname: '/product/12',
    });
    clearPostAuth(s);
    expect(s.getItem(POST_AUTH_KEY)).toBeNull();
    expect(readPostAuth(s)).toBeNull();
  });

  it('uses the real sessionStorage by default', () => {
    const win = installBrowser();
    savePostAuth({ productId: 3, pathname: '/product/3' });
    expect(win.sessionStorage.getItem(POST_AUTH_KEY)).toContain('"productId":3');
    expect(readPostAuth()?.productId).toBe(3);
  });

  it('accepts a legacy string product id', () => {
    const s = new MemoryStorage();
    s.setItem(POST_AUTH_KEY, '{"action":"ADD_TO_CART","productId":"7","pathname":"/product/7"}');
    expect(readPostAuth(s)).toEqual({
      action: 'ADD_TO_CART',
      productId: 7,
      pathname: '/product/7',
    });
  });

  it.each([
    ['not json', '{oops'],
    ['another action', '{"action":"REMOVE","productId":1,"pathname":"/"}'],
    ['no product id', '{"action":"ADD_TO_CART","pathname":"/"}'],
    ['a negative id', '{"action":"ADD_TO_CART","productId":-4,"pathname":"/"}'],
    ['an array', '[1,2]'],
    ['oversized', `{"action":"ADD_TO_CART","productId":1,"pathname":"/${'a'.repeat(5000)}"}`],
  ])('ignores and removes %s', (_name, raw) => {
    const s = new MemoryStorage();
    s.setItem(POST_AUTH_KEY, raw);
    expect(readPostAuth(s)).toBeNull();
    expect(s.getItem(POST_AUTH_KEY)).toBeNull();
  });

  it('never returns to another site', () => {
    const s = new MemoryStorage();
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      // Dot segments that a browser resolves to "//host", another site.
      '/.//evil.example',
      '/a/..//evil.example',
    ]) {
      s.setItem(
        POST_AUTH_KEY,
        JSON.stringify({ action: 'ADD_TO_CART', productId: 5, pathname: bad }),
      );
      expect(readPostAuth(s)?.pathname).toBe('/');
      savePostAuth({ productId: 5, pathname: bad }, s);
      expect(readPostAuth(s)?.pathname).toBe('/');
    }
    for (const good of ['/product/5', '/category/mens-shirt?x=1']) {
      savePostAuth({ productId: 5, pathname: good }, s);
      expect(readPostAuth(s)?.pathname).toBe(good);
    }
  });

  it('does not throw when sessionStorage is missing or blocked', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = new MemoryStorage();
    s.fault = 'all';
    expect(savePostAuth({ productId: 1, pathname: '/' }, s)).toBe(false);
    expect(readPostAuth(s)).toBeNull();
    expect(() => clearPostAuth(s)).not.toThrow();
    expect(savePostAuth({ productId: 1, pathname: '/' }, null)).toBe(false);
    expect(readPostAuth(null)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
