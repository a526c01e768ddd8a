import { describe, expect, it } from 'vitest';
import {
  booleanLike,
  cleanText,
  digitsLike,
  numberLike,
  textLike,
  within,
} from '@/lib/browser/cart/lenient';
import { isRecord } from '@/lib/shared/is-record';

describe('lenient readers', () => {
  it('read numbers from numbers and plain decimal strings only', () => {
    expect(numberLike(12)).toBe(12);
    expect(numberLike(' 1499.50 ')).toBe(1499.5);
    expect(numberLike('-3')).toBe(-3);
    for (const bad of [
      NaN,
      Infinity,
      '1e3',
      '0x10',
      '',
      ' ',
      '12abc',
      null,
      undefined,
      {},
      [],
      true,
    ]) {
      expect(numberLike(bad)).toBeUndefined();
    }
    expect(digitsLike('42')).toBe(42);
    expect(digitsLike('-4')).toBeUndefined();
    expect(digitsLike('4.5')).toBeUndefined();
    expect(digitsLike(4.5)).toBe(4.5);
  });

  it('keep a number only inside its range, whole when asked', () => {
    expect(within(5, 1, 10)).toBe(5);
    expect(within(0, 1, 10)).toBeUndefined();
    expect(within(11, 1, 10)).toBeUndefined();
    expect(within(2.5, 1, 10, true)).toBeUndefined();
    expect(within(undefined, 1, 10)).toBeUndefined();
  });

  it('clean text: control characters become spaces, runs collapse, length is capped', () => {
    expect(cleanText('  a\n\tb\u0000c  ', 10)).toBe('a b c');
    expect(cleanText('abcdef', 3)).toBe('abc');
    expect(textLike(12, 10)).toBe('12');
    expect(textLike(NaN, 10)).toBeUndefined();
    expect(textLike({ toString: () => 'x' }, 10)).toBeUndefined();
  });

  it('read booleans from booleans and their words, and records from plain objects', () => {
    expect(booleanLike(false)).toBe(false);
    expect(booleanLike('true')).toBe(true);
    expect(booleanLike('yes')).toBeUndefined();
    expect(booleanLike(1)).toBeUndefined();
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
  });
});
