import { describe, expect, it, vi } from 'vitest';
import {
  deleteProductRequest,
  bulkDeleteRequest,
  DELETE_MESSAGES,
} from '@/lib/browser/admin/delete-requests';
import { fitInside } from '@/lib/browser/admin/compress-image';
import {
  emptyProductValues,
  toFormData,
  valuesFromProduct,
} from '@/lib/shared/admin/product-form-values';
import { landingFor, safeNextPath, withNext } from '@/lib/shared/safe-next';
import { filtersToSearch, parseAdminFilters } from '@/lib/shared/admin/product-filters';
import type { Product } from '@/lib/shared/product';

const answer = (status: number) => new Response(status === 204 ? null : '{}', { status });

/** A fetch that answers each call with the next status, recording what was asked. */
function fakeFetch(...statuses: (number | 'network')[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const impl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const next = statuses.shift();
    if (next === 'network' || next === undefined) throw new TypeError('Failed to fetch');
    return answer(next);
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

describe('single delete (docs/product.md §7, §8)', () => {
  it('deletes with DELETE /api/products/{id}/', async () => {
    const f = fakeFetch(204);
    expect(await deleteProductRequest(7, f.impl)).toEqual({ ok: true, viaFallback: false });
    expect(f.calls).toEqual([{ url: '/api/products/7/', method: 'DELETE', body: null }]);
  });

  it.each([
    [404, DELETE_MESSAGES.notFound],
    [403, DELETE_MESSAGES.forbidden],
    [401, DELETE_MESSAGES.failed],
    [400, DELETE_MESSAGES.failed],
  ])('maps %i to its message without a fallback', async (status, message) => {
    const f = fakeFetch(status);
    expect(await deleteProductRequest(7, f.impl)).toEqual({ ok: false, message });
    expect(f.calls).toHaveLength(1);
  });

  it('falls back to the bulk endpoint on a 500', async () => {
    const f = fakeFetch(500, 200);
    expect(await deleteProductRequest(9, f.impl)).toEqual({ ok: true, viaFallback: true });
    expect(f.calls[1]).toEqual({
      url: '/api/products/bulk-delete/',
      method: 'POST',
      body: { ids: [9] },
    });
  });

  it('reports a failed fallback', async () => {
    expect(await deleteProductRequest(9, fakeFetch(500, 500).impl)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.fallbackFailed,
    });
    expect(await deleteProductRequest(9, fakeFetch(500, 'network').impl)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.fallbackFailed,
    });
  });

  it('treats a network failure as a failed delete', async () => {
    expect(await deleteProductRequest(9, fakeFetch('network').impl)).toEqual({
      ok: false,
      message: DELETE_MESSAGES.failed,
    });
  });

  it('bulk delete is true only on 2xx', async () => {
    expect(await bulkDeleteRequest([1, 2], fakeFetch(200).impl)).toBe(true);
    expect(await bulkDeleteRequest([1, 2], fakeFetch(403).impl)).toBe(false);
  });
});

describe('login landing', () => {
  it('accepts only same-site paths', () => {
    expect(safeNextPath('/cart')).toBe('/cart');
    expect(safeNextPath('/product/3?x=1#top')).toBe('/product/3?x=1#top');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\r\nx',
      '',
      null,
      '/login',
      '/register?x',
      // Red-team finds: dot segments that normalise to a protocol-relative "//host".
      '/.//evil.example/phish',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/admin/..//evil.example',
      '/a/b/../..//evil.example',
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });

  it('sends customers to / and admins to /admin/products unless next fits the role', () => {
    expect(landingFor('customer', null)).toBe('/');
    expect(landingFor('customer', '/cart')).toBe('/cart');
    expect(landingFor('customer', '/admin/products')).toBe('/');
    expect(landingFor('admin', null)).toBe('/admin/products');
    expect(landingFor('admin', '/cart')).toBe('/admin/products');
    expect(landingFor('admin', '/admin/products/4/edit')).toBe('/admin/products/4/edit');
    expect(landingFor('admin', '/admin-dashboard')).toBe('/admin-dashboard');
  });

  it('carries a safe next from login to register and back, and drops any other', () => {
    expect(withNext('/register', '/product/12')).toBe('/register?next=%2Fproduct%2F12');
    expect(withNext('/login', '/product/12?size=M')).toBe('/login?next=%2Fproduct%2F12%3Fsize%3DM');
    for (const bad of [null, '', '//evil.example', '/login', '/register']) {
      expect(withNext('/login', bad)).toBe('/login');
    }
  });
});

describe('admin list filters in the URL', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      parseAdminFilters({
        q: ' shirt ',
        main: "Men's Wear",
        sub: 't-shirt',
        availability: 'low-stock',
        page: '3',
      }),
    ).toEqual({
      q: 'shirt',
      main: 'mens',
      sub: 'T-Shirt',
      availability: 'low-stock',
      page: 3,
    });
    expect(
      parseAdminFilters({ main: 'nope', sub: 'Sherwani', availability: 'maybe', page: '-2' }),
    ).toEqual({
      q: '',
      main: '',
      sub: 'Sherwani',
      availability: '',
      page: 1,
    });
    // A sub category from another main category is dropped.
    expect(parseAdminFilters({ main: 'weddinghub', sub: 'Jeans' }).sub).toBe('');
  });

  it('round-trips through the query string', () => {
    const filters = {
      q: 'blue shirt',
      main: 'mens',
      sub: 'Shirt',
      availability: 'available' as const,
      page: 2,
    };
    const search = filtersToSearch(filters);
    expect(search).toBe('?q=blue+shirt&main=mens&sub=Shirt&availability=available&page=2');
    expect(parseAdminFilters(Object.fromEntries(new URLSearchParams(search)))).toEqual(filters);
    expect(filtersToSearch({ q: '', page: 1 })).toBe('');
  });
});

describe('product form', () => {
  it('fits images inside 1200x1200 without enlarging', () => {
    expect(fitInside(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(fitInside(1000, 3000)).toEqual({ width: 400, height: 1200 });
    expect(fitInside(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('sends the /api field names, sizes comma-joined, stock only on create', () => {
    const values = {
      ...emptyProductValues,
      name: 'Shirt',
      size: ['S', 'XL'],
      footwear_size: ['7'],
      available: false,
      stock: '4',
    };
    const file = new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
    const created = toFormData(values, 'create', [file]);
    expect(created.get('size')).toBe('S,XL');
    expect(created.get('footwear_size')).toBe('7');
    expect(created.get('available')).toBe('false');
    expect(created.get('stock')).toBe('4');
    expect(created.getAll('images')).toHaveLength(1);
    const edited = toFormData(values, 'edit', [], [3, 5]);
    expect(edited.has('stock')).toBe(false);
    expect(edited.getAll('remove_image_ids')).toEqual(['3', '5']);
  });

  it('fills the edit form from a product', () => {
    const product = {
      id: 1,
      name: 'Kurta',
      price: '999.00',
      brand: 'B',
      material: 'Silk',
      modelName: 'M',
      cottonPercentage: null,
      color: 'Red',
      sizes: ['M'],
      footwearSizes: [],
      weight: '',
      description: 'd',
      mainCategory: 'weddinghub',
      subCategory: 'Kurthas',
      available: true,
      stock: 2,
      sizeStock: null,
      inStock: true,
      images: [],
      createdAt: '',
      updatedAt: '',
    } satisfies Product;
    expect(valuesFromProduct(product)).toMatchObject({
      price: '999.00',
      cotton_percentage: '',
      size: ['M'],
      stock: '2',
    });
  });
});
