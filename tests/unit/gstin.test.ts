// The GSTIN check (lib/shared/gst/gstin.ts): shape, state code and the base-36 checksum, on
// GSTINs published as examples and on one-character changes of them.
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, normalizeGstin } from '@/lib/shared/gst/gstin';
import { stateCodeFrom } from '@/lib/shared/gst/states';

describe('GSTIN', () => {
  it('accepts GSTINs whose check character matches', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '29ABCDE1234F1ZW']) {
      expect(gstinProblem(gstin), gstin).toBeNull();
    }
  });

  it('computes the check character by hand for 27AAPFU0939F1Z', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong check character, a swapped digit and a wrong length with a reason', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/checksum is wrong/);
    expect(gstinProblem('27AAPFU9039F1ZV')).toMatch(/checksum is wrong/);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters; this one has 14.');
    expect(gstinProblem('27AAPF00939F1ZV')).toMatch(/10-character PAN/);
    expect(gstinProblem('00AAPFU0939F1ZV')).toBe('00 is not a GST state code.');
  });

  it('is kept in capitals without spaces', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('29 AAGCB 7383 J1Z4')).toBe('29AAGCB7383J1Z4');
  });

  it('reads states by code or name', () => {
    expect(stateCodeFrom('Karnataka')).toBe('29');
    expect(stateCodeFrom('tamil nadu')).toBe('33');
    expect(stateCodeFrom('7')).toBe('07');
    expect(stateCodeFrom('25')).toBeNull();
    expect(stateCodeFrom('Atlantis')).toBeNull();
  });
});
