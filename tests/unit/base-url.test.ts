import { describe, expect, it } from 'vitest';
import { addressFrom } from '@/lib/server/infra/base-url';

// The address part of the base URL (PUBLIC_URL, when set, wins before this is asked).
const SERVER = 'http://127.0.0.1:3000/api/products/';
const at = (headers: Record<string, string>, fallback = SERVER) =>
  addressFrom(new Headers(headers), fallback);

describe('addressFrom', () => {
  it('uses the forwarded host and protocol behind a proxy, else the Host header', () => {
    expect(at({ 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' })).toBe(
      'https://shop.example',
    );
    expect(at({ host: 'shop.local:8080' })).toBe('http://shop.local:8080');
    expect(at({ 'x-forwarded-host': 'shop.example', host: '127.0.0.1:3000' })).toBe(
      'http://shop.example',
    );
  });

  it('takes the first value of headers a chain of proxies appended to', () => {
    expect(
      at({ 'x-forwarded-host': ' Shop.Example , 10.0.0.1', 'x-forwarded-proto': 'HTTPS, http' }),
    ).toBe('https://Shop.Example');
    // An empty forwarded host is no forwarded host (the page cache may send one).
    expect(at({ 'x-forwarded-host': '', host: 'shop.local' })).toBe('http://shop.local');
  });

  it('falls back to the server’s own origin when the request names no plain host', () => {
    for (const forged of [
      'bad host/<x>',
      'evil.example/path',
      'evil.example@shop.example',
      'shop.example:99999999',
      '[::1]:3000',
      'ünïcode.example',
      'a"onmouseover="x',
    ]) {
      expect(at({ 'x-forwarded-host': forged, host: 'shop.local' }), forged).toBe(
        'http://127.0.0.1:3000',
      );
      expect(at({ host: forged }), forged).toBe('http://127.0.0.1:3000');
    }
    expect(at({})).toBe('http://127.0.0.1:3000');
    expect(at({}, 'http://localhost:4000')).toBe('http://localhost:4000');
  });

  it('accepts only http and https as the forwarded protocol, else keeps the server’s', () => {
    expect(at({ host: 'shop.local', 'x-forwarded-proto': 'javascript' })).toBe('http://shop.local');
    expect(at({ host: 'shop.local' }, 'https://127.0.0.1/')).toBe('https://shop.local');
    expect(at({ host: 'shop.local', 'x-forwarded-proto': 'http' }, 'https://127.0.0.1/')).toBe(
      'http://shop.local',
    );
  });
});
