import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '@/lib/shared/absolute-url';

describe('absoluteUrl', () => {
  it('puts a path on the base, with or without slashes between them', () => {
    expect(absoluteUrl('https://s.in', '/media/a.jpg')).toBe('https://s.in/media/a.jpg');
    expect(absoluteUrl('https://s.in/', '/media/a.jpg')).toBe('https://s.in/media/a.jpg');
    expect(absoluteUrl('https://s.in//', 'media/a.jpg')).toBe('https://s.in/media/a.jpg');
    expect(absoluteUrl(' https://s.in ', ' /product/7 ')).toBe('https://s.in/product/7');
    expect(absoluteUrl('http://localhost:3000', '/category/shirt?label=Shirt')).toBe(
      'http://localhost:3000/category/shirt?label=Shirt',
    );
  });

  it('passes absolute URLs through and gives protocol-relative ones https', () => {
    expect(absoluteUrl('https://s.in', 'http://x.in/a.jpg')).toBe('http://x.in/a.jpg');
    expect(absoluteUrl('https://s.in', 'HTTPS://utfs.io/f/a.jpg')).toBe('HTTPS://utfs.io/f/a.jpg');
    expect(absoluteUrl('http://s.in', '//cdn.in/a.jpg')).toBe('https://cdn.in/a.jpg');
  });

  it('keeps an empty path empty: no image is no link', () => {
    expect(absoluteUrl('https://s.in', '')).toBe('');
    expect(absoluteUrl('https://s.in', '   ')).toBe('');
  });
});
