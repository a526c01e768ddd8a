import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_DB_ID, idFrom, isDbId, parseId } from '@/lib/shared/ids';
import { idField } from '@/lib/shared/validation/id-field';

describe('MAX_DB_ID', () => {
  it('is the largest PostgreSQL integer', () => {
    expect(MAX_DB_ID).toBe(2 ** 31 - 1);
  });
});

describe('isDbId', () => {
  it('accepts whole numbers from 1 to MAX_DB_ID', () => {
    for (const id of [1, 2, 12, MAX_DB_ID - 1, MAX_DB_ID])
      expect(isDbId(id), String(id)).toBe(true);
  });

  it('refuses anything else, strings of digits included', () => {
    const refused = [0, -0, -1, 1.5, MAX_DB_ID + 1, 2 ** 53, NaN, Infinity, '1', null, undefined];
    for (const value of [...refused, 1n, [1], {}]) expect(isDbId(value), String(value)).toBe(false);
  });
});

describe('parseId', () => {
  it('reads plain digits of an id', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('12')).toBe(12);
    expect(parseId(String(MAX_DB_ID))).toBe(MAX_DB_ID);
    // Leading zeros name the same id (the API has always accepted /api/products/012/).
    expect(parseId('012')).toBe(12);
  });

  it('refuses out-of-range, signed, spaced, decimal and non-digit input', () => {
    const refused = [
      '',
      '0',
      '000',
      String(MAX_DB_ID + 1),
      '99999999999',
      '-1',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '1e3',
      '0x1',
      '١٢',
      '１２',
      'abc',
    ];
    for (const text of refused) expect(parseId(text), JSON.stringify(text)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [12, null, undefined, ['12'], {}]) expect(parseId(value)).toBeNull();
  });
});

describe('idField', () => {
  const schema = z.object({ id: idField('Send an id.') });
  const parse = (id: unknown) => {
    const result = schema.safeParse({ id });
    return result.success ? result.data.id : result.error.issues.map((i) => i.message);
  };

  it('takes a number or digits in a string, spaces around allowed', () => {
    expect(parse(7)).toBe(7);
    expect(parse('7')).toBe(7);
    expect(parse(' 07 ')).toBe(7);
    expect(parse(MAX_DB_ID)).toBe(MAX_DB_ID);
  });

  it('refuses everything else with the one message', () => {
    for (const id of [
      0,
      -3,
      1.5,
      MAX_DB_ID + 1,
      '-5',
      '1.5',
      'x',
      '',
      null,
      undefined,
      true,
      [1],
    ]) {
      expect(parse(id), JSON.stringify(id)).toEqual(['Send an id.']);
    }
  });
});

describe('idFrom', () => {
  it('reads an id from a number or from digits with spaces around, never throwing', () => {
    expect(idFrom(12)).toBe(12);
    expect(idFrom(' 012 ')).toBe(12);
    expect(idFrom(String(MAX_DB_ID))).toBe(MAX_DB_ID);
    for (const bad of [0, -1, 1.5, MAX_DB_ID + 1, '1e3', '+1', '12|M', '', null, {}, [7], NaN])
      expect(idFrom(bad), JSON.stringify(bad)).toBeNull();
  });
});
