import 'server-only';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { catalogueVersionOrNew } from '@/lib/server/infra/catalogue-version';
import { env } from '@/lib/server/infra/env';
import { compressible } from '@/lib/server/edge/content-encoding';
import type { CacheableRead } from '@/lib/server/edge/cacheable';
import { edgeStore, MAX_ENTRY_BYTES, type Filled, type KeptAnswer } from '@/lib/server/edge/store';

// A miss is rendered by Next itself, through this server's own loopback address (never the Host
// the visitor named: no SSRF), marked with the store's secret so the edge hands it to Next. The
// answer is kept when Next marked it public (a 200 of a page, feed or catalogue read, no cookie
// set, `Cache-Control: public`) and no catalogue write happened meanwhile. Asking for it
// uncompressed keeps one body; the edge encodes it per client as Next would.

export const FILL_HEADER = 'x-edge-fill';
const FILL_TIMEOUT_MS = 10_000;
const KEPT_TYPES =
  /^(text\/html|application\/xml|application\/rss\+xml|text\/csv|application\/json)\b/;
/** Answer headers that describe one connection or one transfer, not the answer. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
]);

/** Fills reuse their loopback connections; idle ones close well before the server's 65 s. */
const agent = new Agent({ keepAlive: true, timeout: 30_000 });

type Body = { whole: Buffer } | { prefix: Buffer; rest: IncomingMessage };

/** The answer's body up to `limit` bytes: all of it, or what was read and the (paused) rest. */
function readUpTo(answer: IncomingMessage, limit: number): Promise<Body> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size <= limit) return;
      answer.pause();
      answer.off('data', onData);
      answer.off('end', onEnd);
      resolve({ prefix: Buffer.concat(chunks, size), rest: answer });
    };
    const onEnd = () => resolve({ whole: Buffer.concat(chunks, size) });
    answer.on('data', onData);
    answer.once('end', onEnd);
    answer.once('error', reject);
    // A socket closed before the end (the time limit, Next going away) is a failed fill.
    answer.once('close', () => {
      if (!answer.complete) reject(new Error('The edge fill was cut off.'));
    });
  });
}

const selfKey = Symbol.for('shop.edge.self');

/** This server's own address: where server.mjs listens, else loopback on PORT. */
function self(): { host: string; port: number } {
  const named = (globalThis as { [selfKey]?: { host: string; port: number } })[selfKey];
  return named ?? { host: '127.0.0.1', port: env().PORT };
}

function ask(read: CacheableRead, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        ...self(),
        path: read.target,
        agent,
        signal,
        headers: {
          ...read.forward(),
          [FILL_HEADER]: edgeStore().secret,
          'accept-encoding': 'identity',
        },
      },
      resolve,
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

function headerLines(answer: IncomingMessage): string[] {
  const lines: string[] = [];
  const raw = answer.rawHeaders;
  for (let i = 0; i < raw.length; i += 2)
    if (!TRANSFER_HEADERS.has(raw[i]!.toLowerCase())) lines.push(raw[i]!, raw[i + 1]!);
  return lines;
}

function mayKeep(answer: IncomingMessage, version: number): boolean {
  const h = answer.headers;
  return (
    answer.statusCode === 200 &&
    KEPT_TYPES.test(h['content-type'] ?? '') &&
    /^public\b/.test(h['cache-control'] ?? '') &&
    !h['set-cookie'] &&
    !h['content-encoding'] &&
    // A write during the render may or may not be in this answer: keep it only if none happened.
    version === catalogueVersionOrNew()
  );
}

/** Renders `read` through Next and keeps the answer when it may serve other visitors. */
export async function fill(read: CacheableRead): Promise<Filled> {
  const store = edgeStore();
  const version = catalogueVersionOrNew();
  // The time limit covers what the fill waits for; an answer too big to keep then streams on at
  // the pace of the visitor who reads it.
  const limit = new AbortController();
  const timer = setTimeout(
    () => limit.abort(new Error('The edge fill timed out.')),
    FILL_TIMEOUT_MS,
  );
  let answer: IncomingMessage;
  let body: Body;
  try {
    answer = await ask(read, limit.signal);
    body = await readUpTo(answer, MAX_ENTRY_BYTES);
  } finally {
    clearTimeout(timer);
  }
  const h = answer.headers;
  const kept: KeptAnswer = {
    version,
    status: answer.statusCode ?? 502,
    headers: headerLines(answer),
    body: 'whole' in body ? body.whole : body.prefix,
    compressible: compressible({
      contentType: h['content-type'],
      cacheControl: h['cache-control'],
      contentEncoding: h['content-encoding'],
      contentLength: h['content-length'],
    }),
    encoded: {},
    hitLines: new Map(),
  };
  if ('rest' in body) {
    store.oversized.set(read.key, true);
    return { answer: kept, keep: false, rest: body.rest };
  }
  const keep = mayKeep(answer, version);
  if (keep) store.entries.set(read.key, kept);
  return { answer: kept, keep };
}
