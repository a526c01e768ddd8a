import { describe, expect, it } from 'vitest';
import { allParams, firstParam, hrefWith, pageNumber, pageParam } from '@/lib/shared/search-params';

describe('query strings', () => {
  it('reads the first value of a parameter, trimmed, and nothing for an empty one', () => {
    expect(firstParam({ q: [' shirt ', 'other'] }, 'q')).toBe('shirt');
    expect(firstParam({ q: '   ' }, 'q')).toBeUndefined();
    expect(firstParam({}, 'q')).toBeUndefined();
    expect(allParams({ size: ['M', ' ', 'L '] }, 'size')).toEqual(['M', 'L']);
  });

  it('has one page-number rule: a positive whole number of at most six digits', () => {
    expect(pageNumber('2')).toBe(2);
    expect(pageNumber(' 02 ')).toBe(2);
    expect(pageNumber('999999')).toBe(999999);
    for (const bad of ['0', '-2', '1.5', '1e3', 'abc', '1000000', '', null, undefined])
      expect(pageNumber(bad)).toBeNull();
    expect(pageParam({ page: '3' })).toBe(3);
    expect(pageParam({ page: 'abc' })).toBe(1);
    expect(pageParam({ page: ['4', '5'] })).toBe(4);
  });

  it('builds links from ordered pairs, leaving out empty values', () => {
    expect(
      hrefWith('/a', [
        ['q', 'blue shirt'],
        ['page', 2],
        ['x', undefined],
        ['y', ''],
      ]),
    ).toBe('/a?q=blue+shirt&page=2');
    expect(hrefWith('/a', [['x', undefined]])).toBe('/a');
    expect(hrefWith('', [['q', 'x']])).toBe('?q=x');
  });
});
