// The edge encodes a kept answer as Next would (lib/server/edge/content-encoding.ts, on the
// `negotiator` and `compressible` packages Next's middleware bundles): the oracle here is the
// compression middleware Next's router runs on every answer, served over a real socket, asked
// with the same Accept-Encoding values and answer headers as the edge.
import { createRequire } from 'node:module';
import { createServer, request, type Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressible } from '@/lib/server/edge/content-encoding';

type Middleware = (req: unknown, res: unknown, next: () => void) => void;
const compression = createRequire(import.meta.url)('next/dist/compiled/compression') as (
  options?: object,
) => Middleware;

let server: Server;
let port = 0;

beforeAll(async () => {
  const middleware = compression();
  server = createServer((req, res) =>
    middleware(req, res, () => {
      // The test names the answer's headers in its own request headers.
      const answer = JSON.parse(String(req.headers['x-answer'] ?? '{}')) as Record<string, string>;
      const { size = '2000', ...headers } = answer;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.end('x'.repeat(Number(size)));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The Content-Encoding Next's compression sends for this request and answer (null: none). */
function nextEncoding(
  acceptEncoding: string | undefined,
  answer: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' },
): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-answer': JSON.stringify(answer) };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const req = request({ host: '127.0.0.1', port, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve((res.headers['content-encoding'] as string) ?? null));
    });
    req.on('error', reject);
    req.end();
  });
}

const SAMPLES = [
  undefined,
  '',
  'gzip',
  'gzip, deflate, br',
  'br, gzip',
  'deflate',
  'deflate, gzip',
  'deflate;q=1, gzip;q=0.5',
  'gzip;q=0, deflate',
  'gzip;q=0',
  'identity',
  'identity;q=0',
  '*',
  '*;q=0',
  '*, gzip;q=0',
  'br',
  'GZIP',
  'x-gzip',
  'gzip;q=abc, deflate',
  ' gzip ; q=0.8 , deflate ; q=0.9 ',
  'compress, identity;q=0.5',
];

describe('choosing an encoding as Next does', () => {
  it('agrees with Next on the Accept-Encoding values clients send', async () => {
    for (const header of SAMPLES)
      expect(chooseEncoding(header), String(header)).toBe(await nextEncoding(header));
  });

  it('agrees with Next on any mix of encodings, wildcards and weights', async () => {
    const entry = fc
      .tuple(
        fc.constantFrom('gzip', 'deflate', 'br', 'identity', '*', 'GZip', 'zstd', ''),
        fc.option(fc.constantFrom('0', '0.1', '0.5', '1', '1.0', 'x', '')),
      )
      .map(([name, q]) => (q === null ? name : `${name};q=${q}`));
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { maxLength: 5 }), async (entries) => {
        const header = entries.join(', ');
        expect(chooseEncoding(header), header).toBe(await nextEncoding(header));
      }),
      { numRuns: 150 },
    );
  });

  it('refuses an encoding weighted q=0 and reads * as any encoding not named', async () => {
    const cases: [string, string | null][] = [
      ['gzip;q=0', null],
      ['gzip;q=0, deflate', 'deflate'],
      ['gzip;q=0, deflate;q=0', null],
      ['identity;q=0', null],
      ['*', 'gzip'],
      ['*;q=0', null],
      ['*, gzip;q=0', 'deflate'],
      ['*;q=0, deflate', 'deflate'],
      ['*;q=0.5, deflate', 'gzip'], // gzip whenever it is acceptable at all
      ['*;q=0, identity', null],
      ['br, *;q=0.1', 'gzip'],
    ];
    for (const [header, encoding] of cases) {
      expect(chooseEncoding(header), header).toBe(encoding);
      expect(await nextEncoding(header), header).toBe(encoding);
    }
  });

  it('compresses the answers Next compresses, and only those', async () => {
    const answers: Record<string, string>[] = [
      { 'content-type': 'text/html; charset=utf-8' },
      { 'content-type': 'application/json' },
      { 'content-type': 'text/csv; charset=utf-8' },
      { 'content-type': 'application/rss+xml; charset=utf-8' },
      { 'content-type': 'application/xml' },
      { 'content-type': 'image/png' },
      { 'content-type': 'text/html', 'cache-control': 'public, no-transform' },
      { 'content-type': 'text/html', 'content-length': '500', size: '500' },
      { 'content-type': 'text/html', 'content-length': '5000', size: '5000' },
      { 'content-type': 'text/html', 'content-encoding': 'br' },
      { 'content-type': 'text/html', 'content-encoding': 'identity' },
      { 'content-type': 'image/svg+xml' },
      { 'content-type': 'application/javascript; charset=utf-8' },
      { 'content-type': 'application/manifest+json' },
      { 'content-type': 'application/pdf' },
      { 'content-type': 'application/octet-stream' },
      { 'content-type': 'text/plain', 'cache-control': 'no-transform' },
    ];
    for (const answer of answers) {
      const ours = compressible({
        contentType: answer['content-type'],
        cacheControl: answer['cache-control'],
        contentEncoding: answer['content-encoding'],
        contentLength: answer['content-length'],
      });
      const theirs = (await nextEncoding('gzip', answer)) === 'gzip';
      expect(ours, JSON.stringify(answer)).toBe(theirs);
    }
  });
});
