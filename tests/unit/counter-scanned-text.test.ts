import { describe, expect, it } from 'vitest';
import { readScannedText } from '@/lib/shared/counter/scanned-text';

describe('readScannedText: what the counter looks for', () => {
  it('reads a printed tag’s URL, on any host, with the size it names', () => {
    expect(readScannedText('https://shop.example/product/12')).toEqual({
      kind: 'tag',
      id: 12,
      size: null,
    });
    expect(readScannedText(' http://localhost:3000/product/7/?size=m ')).toEqual({
      kind: 'tag',
      id: 7,
      size: 'M',
    });
    expect(readScannedText('https://old.example/product/7?size=XXXL')).toEqual({
      kind: 'tag',
      id: 7,
      size: null,
    });
  });

  it('refuses a URL that opens no product', () => {
    expect(readScannedText('https://shop.example/category/shirts')).toEqual({
      kind: 'foreign-url',
    });
    expect(readScannedText('https://shop.example/product/0')).toEqual({ kind: 'foreign-url' });
  });

  it('reads #12 as an id and bare digits as a barcode or an id', () => {
    expect(readScannedText('#12')).toEqual({ kind: 'id', id: 12 });
    expect(readScannedText('12')).toEqual({ kind: 'digits', text: '12', id: 12 });
    expect(readScannedText('8901234567890')).toEqual({
      kind: 'digits',
      text: '8901234567890',
      id: null,
    });
  });

  it('reads anything else as a barcode or words, and blank as nothing', () => {
    expect(readScannedText('  blue kurta ')).toEqual({ kind: 'words', text: 'blue kurta' });
    expect(readScannedText('SPM-KRT-M')).toEqual({ kind: 'words', text: 'SPM-KRT-M' });
    expect(readScannedText('   ')).toEqual({ kind: 'empty' });
  });
});
