import { describe, expect, it } from 'vitest';
import { SMALL_BODY_BYTES } from '@/lib/shared/server-action-limits';
import {
  actionGate,
  isCheckedAction,
  isForeignOrigin,
  isLargeBody,
} from '@/lib/server/http/action-gate';

const MULTIPART = 'multipart/form-data; boundary=----x';

function post(headers: Record<string, string>, url = 'http://shop.test/') {
  return new Request(url, { method: 'POST', headers });
}

describe('which requests Next treats as server actions (and checks the Origin of)', () => {
  it.each([
    ['POST', { 'next-action': 'abc' }, true],
    ['POST', { 'content-type': MULTIPART }, true],
    ['POST', { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' }, true],
    // Next turns urlencoded posts away before its Origin check, with or without an action id.
    ['POST', { 'next-action': 'abc', 'content-type': 'application/x-www-form-urlencoded' }, false],
    ['POST', { 'content-type': 'application/json' }, false],
    // Next compares the media type case-sensitively, so this never reaches its action handler.
    ['POST', { 'content-type': 'Multipart/Form-Data; boundary=x' }, false],
    ['GET', { 'next-action': 'abc' }, false],
    ['PUT', { 'content-type': MULTIPART }, false],
  ])('%s %j -> %s', (method, headers, expected) => {
    expect(isCheckedAction(method, new Headers(headers))).toBe(expected);
  });
});

describe('the Origin check mirrors Next (action-handler.js)', () => {
  const foreign = (headers: Record<string, string>, allowed?: string[]) =>
    isForeignOrigin(new Headers(headers), allowed);

  it('lets the site itself and requests without an Origin through', () => {
    expect(foreign({ host: 'shop.test', origin: 'https://shop.test' })).toBe(false);
    expect(foreign({ host: 'shop.test:3000', origin: 'http://shop.test:3000' })).toBe(false);
    expect(foreign({ host: 'shop.test' })).toBe(false);
    // An Origin without a host (file:, some extensions) is treated as none by Next too.
    expect(foreign({ host: 'shop.test', origin: 'file:///tmp/page.html' })).toBe(false);
  });

  it('refuses other sites, other ports, "null" and an unreadable Origin', () => {
    expect(foreign({ host: 'shop.test', origin: 'https://evil.example' })).toBe(true);
    expect(foreign({ host: 'shop.test:3000', origin: 'http://shop.test:4000' })).toBe(true);
    expect(foreign({ host: 'shop.test', origin: 'null' })).toBe(true);
    expect(foreign({ host: 'shop.test', origin: 'not a url' })).toBe(true);
    expect(foreign({ origin: 'https://shop.test' })).toBe(true);
  });

  it('compares with the first X-Forwarded-Host when present, as Next does', () => {
    const behindProxy = { host: '127.0.0.1:3000', origin: 'https://shop.example' };
    expect(foreign({ ...behindProxy, 'x-forwarded-host': 'shop.example, 10.0.0.1' })).toBe(false);
    expect(foreign(behindProxy)).toBe(true);
    expect(foreign({ ...behindProxy, 'x-forwarded-host': 'other.example' })).toBe(true);
  });

  it('accepts the allowed origins with Next’s wildcard rules', () => {
    const headers = { host: 'shop.test', origin: 'https://admin.shop.example' };
    expect(foreign(headers, ['*.shop.example'])).toBe(false);
    expect(foreign(headers, ['admin.shop.example'])).toBe(false);
    expect(foreign(headers, ['other.example'])).toBe(true);
    expect(foreign(headers, [])).toBe(true);
  });
});

describe('which bodies are large', () => {
  it.each([
    ['POST', { 'content-length': String(SMALL_BODY_BYTES) }, false],
    ['POST', { 'content-length': String(SMALL_BODY_BYTES + 1) }, true],
    ['POST', { 'content-length': '19922944' }, true],
    ['POST', { 'content-length': '0' }, false],
    ['POST', {}, false],
    ['POST', { 'transfer-encoding': 'chunked' }, true],
    ['POST', { 'content-length': 'abc' }, true],
    ['PUT', { 'content-length': '5000000' }, true],
    ['GET', { 'content-length': '5000000' }, false],
    ['HEAD', { 'transfer-encoding': 'chunked' }, false],
  ])('%s %j -> %s', (method, headers, expected) => {
    expect(isLargeBody(method, new Headers(headers))).toBe(expected);
  });
});

describe('actionGate', () => {
  const big = String(19 * 1024 * 1024);

  it('refuses a large or unmeasured body with 413, whoever sends it', () => {
    const small = post({ 'next-action': 'abc', 'content-length': '100', host: 'shop.test' });
    expect(actionGate(small)).toBeNull();
    const large = post({ 'next-action': 'abc', 'content-length': big, host: 'shop.test' });
    const answer = actionGate(large);
    expect(answer?.status).toBe(413);
    expect(answer?.headers.get('cache-control')).toBe('no-store');
    const chunked = post({ 'content-type': MULTIPART, 'transfer-encoding': 'chunked' });
    expect(actionGate(chunked)?.status).toBe(413);
  });

  it('refuses an action from another site with 403', async () => {
    const request = post({
      'next-action': 'abc',
      'content-type': MULTIPART,
      'content-length': '500',
      host: 'shop.test',
      origin: 'https://evil.example',
    });
    const answer = actionGate(request);
    expect(answer?.status).toBe(403);
    expect(await answer?.text()).toMatch(/another site/);
  });

  it('leaves a foreign-origin POST that is no server action to the page', async () => {
    const request = post({
      'content-type': 'application/json',
      'content-length': '2',
      host: 'shop.test',
      origin: 'https://evil.example',
    });
    expect(actionGate(request)).toBeNull();
  });
});
