import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';
import { describe, expect, it } from 'vitest';
import { imageRemotePatterns, uploadThingAppId } from '@/lib/shared/image-remote-patterns';

const tokenFor = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const TOKEN = tokenFor({ apiKey: 'sk_live_x', appId: 'shopapp42', regions: ['sea1'] });

/** What the optimiser decides for a URL, with Next's own matcher. */
const allowed = (token: string | undefined, url: string) =>
  hasRemoteMatch([], imageRemotePatterns(token), new URL(url));

describe('image remote patterns', () => {
  it('reads the app id from the token', () => {
    expect(uploadThingAppId(TOKEN)).toBe('shopapp42');
    expect(uploadThingAppId(` ${TOKEN}\n`)).toBe('shopapp42');
    for (const bad of [
      undefined,
      '',
      'not base64 json',
      tokenFor({ appId: 'a.b/c' }),
      tokenFor([]),
    ])
      expect(uploadThingAppId(bad)).toBeUndefined();
  });

  it('allows only this app’s file URLs', () => {
    expect(allowed(TOKEN, 'https://shopapp42.ufs.sh/f/abc123-photo.jpg')).toBe(true);
    for (const url of [
      'https://evil.ufs.sh/f/x.jpg',
      'https://shopapp42.ufs.sh.evil.example/f/x.jpg',
      'https://x.shopapp42.ufs.sh/f/x.jpg',
      'http://shopapp42.ufs.sh/f/x.jpg',
      'https://shopapp42.ufs.sh/a/other/x.jpg',
      'https://utfs.io/f/x.jpg',
      'https://utfs.io/a/shopapp42/x.jpg',
    ]) {
      expect(allowed(TOKEN, url), url).toBe(false);
    }
  });

  it('matches an app id written in capitals (host names are compared lowercased)', () => {
    const token = tokenFor({ apiKey: 'k', appId: 'ShopApp42', regions: [] });
    expect(allowed(token, 'https://ShopApp42.ufs.sh/f/key')).toBe(true);
  });

  it('allows no remote image at all without a (valid) token', () => {
    expect(imageRemotePatterns(undefined)).toEqual([]);
    expect(imageRemotePatterns('garbage')).toEqual([]);
    expect(allowed(undefined, 'https://shopapp42.ufs.sh/f/x.jpg')).toBe(false);
  });
});
