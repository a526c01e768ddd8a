import { describe, expect, it } from 'vitest';
import {
  createListMemo,
  listMemoKey,
  listQuery,
  MEMO_MAX_BYTES,
} from '@/lib/server/http/product-list';

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
  it('is bounded in bytes, least recently used out first', () => {
    const memo = createListMemo(1000);
    const text = 'x'.repeat(200); // (key + text) x 2 bytes = a little over 400 bytes
    memo.set('a', { version: 1, text });
    memo.set('b', { version: 1, text });
    expect(memo.get('a')?.text).toBe(text); // a is now the most recently used
    memo.set('c', { version: 1, text });
    expect(memo.has('a')).toBe(true);
    expect(memo.has('b')).toBe(false);
    expect(memo.has('c')).toBe(true);
    expect(memo.calculatedSize).toBeLessThanOrEqual(1000);
  });

  it('counts two bytes a character, and never keeps an answer larger than the bound', () => {
    const memo = createListMemo(1000);
    memo.set('k', { version: 1, text: 'é'.repeat(100) });
    expect(memo.calculatedSize).toBe(202);
    memo.set('huge', { version: 1, text: 'x'.repeat(600) });
    expect(memo.has('huge')).toBe(false);
    expect(memo.has('k')).toBe(true);
  });

  it('holds at most 32 MB of many-MB lists', () => {
    const memo = createListMemo(MEMO_MAX_BYTES);
    const list = 'x'.repeat(3 * 1024 * 1024);
    for (let i = 0; i < 50; i++)
      memo.set(`http://h${i}.test/api/products/?`, { version: 1, text: list });
    expect(memo.calculatedSize).toBeLessThanOrEqual(MEMO_MAX_BYTES);
    expect(memo.size).toBe(5);
  });
});
