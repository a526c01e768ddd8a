// The edge (lib/server/edge) over real sockets: a local HTTP server puts the edge in front of a
// stand-in for Next, and the edge's loopback fills reach the stand-in through that same server, as
// in production. A crowd on a cold page renders it once; a failed or slow fill costs only its own
// page; an answer too big to keep streams through once and is then left to Next.
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_ENTRY_BYTES } from '@/lib/server/edge/store';
import { bumpCatalogueVersion } from '@/lib/server/infra/catalogue-version';
import { freePort } from '../support/test-server';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const NAVIGATION = { 'sec-fetch-mode': 'navigate', accept: 'text/html' };
const PUBLIC = 'public, max-age=0, s-maxage=5, stale-while-revalidate=60';
let server: Server;
let port = 0;
/** The stand-in for Next; each request it gets is recorded. */
let next: Handler = (_req, res) => res.end();
const seen: IncomingMessage[] = [];

// Loading the edge's modules (the catalogue, the database client) is slow on a busy machine.
beforeAll(async () => {
  port = await freePort();
  process.env.AUTH_SECRET = 'x'.repeat(40);
  process.env.PORT = String(port);
  const { answerAtEdge } = await import('@/lib/server/edge');
  server = createServer((req, res) =>
    answerAtEdge(req, res, () => {
      seen.push(req);
      next(req, res);
    }),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}, 60_000);

afterAll(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));
afterEach(() => {
  seen.length = 0;
  vi.useRealTimers();
});

interface Got {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = NAVIGATION, method = 'GET') {
  return new Promise<Got>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Next's answer for a public page: its body names the path, so copies can be told apart. */
function page(res: ServerResponse, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': PUBLIC,
    ...headers,
  });
  res.end(body);
}

/** The edge's own loopback fill asks for the answer uncompressed; visitors here ask nothing. */
const isFill = (req: IncomingMessage) => req.headers['accept-encoding'] === 'identity';

describe('the edge in front of Next', () => {
  it('renders a cold page once for a crowd, then answers from memory as Next did', async () => {
    let release!: () => void;
    const rendered = new Promise<void>((resolve) => (release = resolve));
    next = (req, res) =>
      void rendered.then(() => page(res, `<p>${req.url}</p>`, { 'X-Next': 'yes' }));
    const crowd = Array.from({ length: 25 }, () => get('/product/1'));
    await vi.waitFor(() => expect(seen.length).toBe(1));
    release();
    const answers = await Promise.all(crowd);
    expect(seen.length).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200));
    expect(answers.filter((a) => a.headers['x-page-cache'] === 'miss').length).toBe(25);
    const again = await get('/product/1?utm_source=whatsapp');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body.toString()).toBe('<p>/product/1</p>');
    expect(again.headers['x-next']).toBe('yes');
    expect(again.headers['cache-control']).toBe(PUBLIC);
    expect(seen.length).toBe(1);
  });

  it('renders again after a catalogue write', async () => {
    let version = 0;
    next = (_req, res) => page(res, `<p>version ${++version}</p>`);
    expect((await get('/product/10')).headers['x-page-cache']).toBe('miss');
    expect((await get('/product/10')).body.toString()).toBe('<p>version 1</p>');
    bumpCatalogueVersion();
    const after = await get('/product/10');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body.toString()).toBe('<p>version 2</p>');
  });

  it('encodes a kept answer once per encoding, as Next would, and sends HEAD without a body', async () => {
    const html = `<main>${'a shirt, '.repeat(500)}</main>`;
    next = (_req, res) => page(res, html, { Vary: 'Accept-Encoding' });
    await get('/product/11');
    const gzipped = await get('/product/11', { ...NAVIGATION, 'accept-encoding': 'gzip, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(html);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.byteLength);
    const plain = await get('/product/11', { ...NAVIGATION, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    const head = await get('/product/11', NAVIGATION, 'HEAD');
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(html));
  });

  it('keeps only what Next marked public, and passes on the rest as Next rendered it', async () => {
    next = (req, res) => {
      if (req.url === '/product/12')
        return page(res, 'private', { 'Cache-Control': 'private, no-store' });
      if (req.url === '/product/13') return page(res, 'cookie', { 'Set-Cookie': 'a=b' });
      res.writeHead(404, { 'Content-Type': 'text/html', 'Cache-Control': PUBLIC });
      res.end('gone');
    };
    for (const path of ['/product/12', '/product/13', '/product/14']) {
      const first = await get(path);
      expect(first.headers['x-page-cache'], path).toBe('pass');
      expect((await get(path)).headers['x-page-cache'], path).toBe('pass');
    }
    expect((await get('/product/14')).status).toBe(404);
  });

  it('leaves redirects, failed fills and slow fills to Next, for that page only', async () => {
    next = (req, res) => {
      if (req.url === '/shop') {
        res.writeHead(307, { Location: '/all-products' });
        return res.end();
      }
      if (req.url === '/product/20' && isFill(req)) return res.destroy();
      page(res, `<p>${req.url}</p>`);
    };
    expect((await get('/shop')).headers['x-page-cache']).toBeUndefined();
    const failed = await get('/product/20');
    expect(failed.headers['x-page-cache']).toBeUndefined();
    expect(failed.body.toString()).toBe('<p>/product/20</p>');
    // The failing page is not filled again on every view for a while; others still are.
    const before = seen.length;
    await get('/product/20');
    expect(seen.length).toBe(before + 1);
    expect((await get('/product/21')).headers['x-page-cache']).toBe('miss');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let fillArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (fillArrived = resolve));
    next = (req, res) => {
      if (isFill(req))
        fillArrived(); // and never answered
      else page(res, 'from Next'); // the visitor's own request, once the fill gave up
    };
    const slow = get('/product/22');
    await arrived;
    vi.advanceTimersByTime(9_999);
    await new Promise((r) => setImmediate(r));
    expect(seen.filter((r) => r.url === '/product/22').length).toBe(1);
    vi.advanceTimersByTime(1);
    const answer = await slow;
    expect(answer.body.toString()).toBe('from Next');
    expect(answer.headers['x-page-cache']).toBeUndefined();
  });

  it('hands Next every request that is not a public read, stamped with the socket address', async () => {
    next = (_req, res) => page(res, 'next');
    const direct: [string, Record<string, string>, string?][] = [
      ['/product/30', { 'sec-fetch-mode': 'cors', accept: '*/*' }],
      ['/product/30', { rsc: '1', accept: '*/*' }],
      ['/cart', NAVIGATION],
      ['/product/30', NAVIGATION, 'POST'],
      ['/api/products/', { authorization: 'Bearer anything' }],
      ['/api/products/7/', { cookie: 'theme=dark; next-auth.session-token=abc' }],
      ['/api/products/?page=0', {}],
      ['/api/products/x/', {}],
      ['//evil.example/about', NAVIGATION],
    ];
    for (const [path, headers, method] of direct) {
      seen.length = 0;
      const answer = await get(
        path,
        { ...headers, 'x-shop-socket-peer': 'forged 6.6.6.6' },
        method,
      );
      expect(answer.headers['x-page-cache'], path).toBeUndefined();
      expect(seen.length, path).toBe(1);
      expect(seen[0]!.headers['x-shop-socket-peer'], path).toMatch(/^[0-9a-f-]{36} 127\.0\.0\.1$/);
    }
  });

  it('keeps anonymous catalogue reads per normalised query and per origin', async () => {
    let renders = 0;
    next = (req, res) => {
      renders++;
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': PUBLIC });
      res.end(JSON.stringify({ url: req.url, origin: req.headers.origin ?? null }));
    };
    const read = (path: string, headers: Record<string, string> = {}) => get(path, headers);
    expect((await read('/api/products/?category=Shirt&utm=1')).headers['x-page-cache']).toBe(
      'miss',
    );
    const same = await read('/api/products/?utm=2&category=Shirt');
    expect(same.headers['x-page-cache']).toBe('hit');
    expect(JSON.parse(same.body.toString()).url).toBe('/api/products/?category=Shirt');
    expect((await read('/api/products/5/')).headers['x-page-cache']).toBe('miss');
    expect(
      (await read('/api/products/5/', { origin: 'https://app.example' })).headers['x-page-cache'],
    ).toBe('miss');
    expect(renders).toBe(3);
  });
});

describe('what Next cannot take', () => {
  it('answers a malformed address with 400 and TRACE with 405 before Next', async () => {
    next = () => {
      throw new Error('must not reach Next');
    };
    for (const path of ['/%ZZ', '/product/%E0%A4', '/_next/static/%C0%AF', '/api/products/%ZZ/']) {
      const answer = await get(path, {});
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
    const api = await get('/api/%ZZ', {});
    expect(JSON.parse(api.body.toString())).toEqual({
      detail: 'The address has a malformed percent-encoding.',
    });
    const trace = await get('/', { 'x-forwarded-proto': 'https' }, 'TRACE');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain('GET');
    expect(trace.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(seen).toEqual([]);
  });

  it('leaves a query string with a stray percent to the page, which reads it leniently', async () => {
    next = (_req, res) => page(res, 'search');
    expect((await get('/category/search?label=100%', NAVIGATION)).status).toBe(200);
  });
});

describe('an answer too big to keep (a large feed)', () => {
  const MB = 1024 * 1024;
  const CHUNKS = MAX_ENTRY_BYTES / MB + 1; // one megabyte more than the edge keeps

  function bigFeed(res: ServerResponse, chunks = CHUNKS): void {
    res.writeHead(200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': PUBLIC,
    });
    let sent = 0;
    const more = () => {
      while (sent < chunks)
        if (!res.write(Buffer.alloc(MB, 65 + sent++))) return void res.once('drain', more);
      res.end();
    };
    more();
  }

  it('streams the whole fill to the visitor who asked, then leaves that feed to Next', async () => {
    next = (_req, res) => bigFeed(res);
    const [first, meanwhile] = await Promise.all([
      get('/feeds/google.xml', {}),
      get('/feeds/google.xml', {}),
    ]);
    expect(seen.length).toBe(2); // the fill, and Next's own answer to the visitor who came meanwhile
    expect(meanwhile.headers['x-page-cache']).toBeUndefined();
    expect(first.headers['x-page-cache']).toBe('pass');
    expect(first.body.byteLength).toBe(CHUNKS * MB);
    expect([...Array(CHUNKS).keys()].map((i) => first.body[i * MB + MB - 1])).toEqual(
      [...Array(CHUNKS).keys()].map((i) => 65 + i),
    );
    bumpCatalogueVersion();
    expect((await get('/feeds/google.xml', {})).headers['x-page-cache']).toBeUndefined();
    expect(seen.length).toBe(3);
  });

  it('ends the fill when the visitor asked with HEAD', async () => {
    let closed = false;
    next = (req, res) => {
      res.on('close', () => (closed = !res.writableFinished));
      bigFeed(res, 40);
    };
    const head = await get('/feeds/head.csv', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    await vi.waitFor(() => expect(closed).toBe(true));
  });
});
