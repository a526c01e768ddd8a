// What a stocktake counts: a scope read from the taxonomy's spellings, which scopes share
// products (so two open stocktakes never correct the same count twice), and its label.
import { describe, expect, it } from 'vitest';
import {
  countDifference,
  readCountScope,
  scopeLabel,
  scopesOverlap,
} from '@/lib/shared/stock/count-request';

describe('stocktake scopes', () => {
  it.each([
    ['', ''],
    ['mens', 'mens'],
    ["Men's Wear", 'mens'],
    ['mens/', 'mens'],
    ['mens/shirt', 'mens/Shirt'],
    ['weddinghub/kurta', 'weddinghub/Kurthas'],
    ['mens/Saree', null],
    ['shoes', null],
    ['mens/Shirt/extra', null],
    ['/Shirt', null],
  ])('reads %j as %j', (text, scope) => {
    expect(readCountScope(text)).toBe(scope);
  });

  it('knows which scopes share products', () => {
    expect(scopesOverlap('', 'mens/Shirt')).toBe(true);
    expect(scopesOverlap('mens', 'mens/Shirt')).toBe(true);
    expect(scopesOverlap('mens/Shirt', 'mens')).toBe(true);
    expect(scopesOverlap('mens/Shirt', 'mens/Shirt')).toBe(true);
    expect(scopesOverlap('mens/Shirt', 'mens/T-Shirt')).toBe(false);
    expect(scopesOverlap('mens', 'unisex')).toBe(false);
  });

  it('names a scope as the owner reads it, and the difference of a counted line only', () => {
    expect(scopeLabel('')).toBe('Everything');
    expect(scopeLabel('mens/Shirt')).toBe("Men's Wear › Shirt");
    expect(countDifference({ expected: 4, counted: 1 })).toBe(-3);
    expect(countDifference({ expected: 4, counted: null })).toBeNull();
  });
});
