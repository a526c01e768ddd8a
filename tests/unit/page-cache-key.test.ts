// The page cache's key (lib/server/infra/page-cache-key.ts): tracking parameters cost no renders.
import { describe, expect, it } from 'vitest';
import { pageCacheUrl } from '@/lib/server/infra/page-cache-key';
import { isPublicPage } from '@/lib/server/infra/public-paths';

const key = (url: string) => pageCacheUrl(new URL(url, 'http://shop.test'));

describe('page cache key', () => {
  it('drops tracking and unknown parameters', () => {
    expect(key('/product/12?utm_source=whatsapp&utm_medium=share&fbclid=IwAR0x')).toBe(
      '/product/12',
    );
    expect(key('/?gclid=abc&ref=ig')).toBe('/');
    expect(key('/about?anything=1')).toBe('/about');
  });

  it('keeps the parameters the page reads, in one order', () => {
    expect(key('/product/12?fbclid=x&size=M')).toBe('/product/12?size=M');
    expect(key('/category/shirts?page=2&utm_campaign=diwali&label=Shirts')).toBe(
      '/category/shirts?label=Shirts&page=2',
    );
    expect(key('/all-products?sort=price-asc&main=mens&stock=1')).toBe(
      key('/all-products?stock=1&main=mens&sort=price-asc&gclid=1'),
    );
  });

  it('keeps a listing’s filters, on categories and searches as on all products', () => {
    expect(
      key('/category/shirt?label=Shirt&kind=shirt&size=M&price=-1000&colour=navy+blue&x=1'),
    ).toBe('/category/shirt?colour=navy+blue&kind=shirt&label=Shirt&price=-1000&size=M');
    expect(key('/all-products?price=500-1000&colour=red')).toBe(
      '/all-products?colour=red&price=500-1000',
    );
  });

  it('keeps repeated values in their order (pages read the first)', () => {
    expect(key('/product/3?size=L&size=M')).toBe('/product/3?size=L&size=M');
  });

  it('knows which pages are public', () => {
    for (const path of [
      '/',
      '/product/4',
      '/category/kids',
      '/all-products',
      '/about',
      '/sale',
      '/feeds/google.xml',
    ])
      expect(isPublicPage(path)).toBe(true);
    for (const path of [
      '/cart',
      '/account/orders',
      '/orders/abc',
      '/admin',
      '/login',
      '/api/products/',
      // A redirect to /all-products: the redirect is Next's to send.
      '/shop',
    ])
      expect(isPublicPage(path)).toBe(false);
  });
});
