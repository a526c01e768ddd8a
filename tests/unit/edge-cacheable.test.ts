// The edge reads a request's path and query by hand when the path is plain (a URL object per
// request cost more than the rest of a cache hit): it must read them exactly as the URL parser
// does, or a kept answer could be served for another address.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { targetOf } from '@/lib/server/edge/cacheable';

const BASE = 'http://edge.invalid';

describe('reading a request target', () => {
  it('gives the URL parser’s path and query for any target', () => {
    const segment = fc.stringMatching(/^[a-z0-9._~%-]{0,8}$/);
    const query = fc.option(fc.stringMatching(/^[a-z0-9=&%.]{0,12}$/));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), query, (segments, search) => {
        const raw = `/${segments.join('/')}${search === null ? '' : `?${search}`}`;
        fc.pre(!raw.startsWith('//')); // another host's path: the edge hands those to Next
        const ours = targetOf(raw);
        const parser = new URL(raw, BASE);
        expect(ours?.pathname, raw).toBe(parser.pathname);
        expect(ours ? [...ours.searchParams] : null, raw).toEqual([...parser.searchParams]);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves dot segments and escapes to the URL parser', () => {
    expect(targetOf('/product/../about')?.pathname).toBe('/about');
    expect(targetOf('/./about?')?.pathname).toBe('/about');
    expect(targetOf('/feeds/google.xml')?.pathname).toBe('/feeds/google.xml');
  });
});
