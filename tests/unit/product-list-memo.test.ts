import { describe, expect, it } from 'vitest';
import {
  listMemoKey,
  listMemoWeight,
  listQuery,
  MEMO_MAX_BYTES,
} from '@/lib/server/http/product-list';
import { versionMemo } from '@/lib/server/infra/version-memo';

const keyOf = (search: string) =>
  listMemoKey('http://shop.test', '/api/products/', listQuery(new URLSearchParams(search)));

describe('the product list memo key', () => {
  it('holds only the parameters the list reads', () => {
    expect(keyOf('')).toBe('http://shop.test/api/products/?');
    expect(keyOf('junk=1&utm_source=x&_=171')).toBe(keyOf(''));
    expect(keyOf('search=shirt&junk=1')).toBe(keyOf('search=shirt'));
    // page_size only counts with a page (the bare list ignores it).
    expect(keyOf('page_size=5')).toBe(keyOf(''));
  });

  it('normalizes what the list normalizes: order, repeats, spaces, control characters, numbers', () => {
    const key = keyOf('search=shirt&category=mens&page=2&page_size=10');
    expect(keyOf('page_size=10&page=2&category=mens&search=shirt')).toBe(key);
    expect(keyOf('search=shirt&search=other&category=mens&page=02&page_size=10')).toBe(key);
    expect(keyOf('search=%20shirt%20&category=mens%00&page=2&page_size=010')).toBe(key);
    expect(keyOf('search=a&page=1&page_size=500')).toBe(keyOf('search=a&page=1&page_size=100'));
    expect(keyOf('search=a&page=1&page_size=x')).toBe(keyOf('search=a&page=1&page_size=20'));
    expect(keyOf('search=%20%20')).toBe(keyOf(''));
  });

  it('cuts long values as the list does, so endless variants share one key', () => {
    const long = 'x'.repeat(200);
    expect(keyOf(`search=${long}a`)).toBe(keyOf(`search=${long}b`));
    expect(keyOf(`category=${long}a`)).toBe(keyOf(`category=${long}b`));
  });

  it('keeps apart what changes the answer', () => {
    expect(keyOf('search=shirt')).not.toBe(keyOf('search=jeans'));
    expect(keyOf('page=1')).not.toBe(keyOf(''));
    expect(keyOf('page=1&page_size=5')).not.toBe(keyOf('page=1'));
    expect(listMemoKey('http://a.test', '/api/products/', new URLSearchParams())).not.toBe(
      listMemoKey('http://b.test', '/api/products/', new URLSearchParams()),
    );
  });

  it('answers an invalid page as the list does (404), before any lookup', () => {
    expect(() => listQuery(new URLSearchParams('page=0'))).toThrow('Invalid page.');
    expect(() => listQuery(new URLSearchParams('page=abc'))).toThrow('Invalid page.');
  });
});

describe('the product list memo size', () => {
  const memoOf = (maxBytes: number) =>
    versionMemo<string>({ maxWeight: maxBytes, weigh: listMemoWeight, ttlMs: 60_000 });
  function source(text: string) {
    const asked: string[] = [];
    return { asked, read: (key: string) => async () => (asked.push(key), text) };
  }

  it('is bounded in bytes, least recently used out first', async () => {
    const memo = memoOf(1000);
    const { asked, read } = source('x'.repeat(200)); // (key + text) x 2 bytes = a little over 400
    for (const key of ['a', 'b', 'a', 'c']) await memo(key, read(key)); // a is now the most recent
    expect(asked).toEqual(['a', 'b', 'c']);
    for (const key of ['a', 'c', 'b']) await memo(key, read(key));
    expect(asked).toEqual(['a', 'b', 'c', 'b']); // b was dropped; a and c were kept
  });

  it('counts two bytes a character, and never keeps an answer larger than the bound', async () => {
    expect(listMemoWeight('é'.repeat(100), 'k')).toBe(202);
    const memo = memoOf(1000);
    const small = source('é'.repeat(100));
    const huge = source('x'.repeat(600));
    await memo('k', small.read('k'));
    for (let i = 0; i < 2; i++) await memo('huge', huge.read('huge'));
    await memo('k', small.read('k'));
    expect(huge.asked).toEqual(['huge', 'huge']);
    expect(small.asked).toEqual(['k']);
  });

  it('holds at most 32 MB of many-MB lists', async () => {
    expect(MEMO_MAX_BYTES).toBe(32 * 1024 * 1024);
    const memo = memoOf(MEMO_MAX_BYTES);
    const { asked, read } = source('x'.repeat(3 * 1024 * 1024)); // 6 MB each by the weight
    const keys = Array.from({ length: 50 }, (_, i) => `http://h${i}.test/api/products/?`);
    for (const key of keys) await memo(key, read(key));
    for (const key of keys.slice(-5)) await memo(key, read(key));
    expect(asked).toHaveLength(50); // the last five are kept
    await memo(keys[44]!, read(keys[44]!));
    expect(asked).toHaveLength(51); // the one before them is not
  });
});
