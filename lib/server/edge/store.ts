import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import LRUCache from 'lru-cache';
import type { Encoding } from '@/lib/server/edge/content-encoding';

// What the edge keeps: whole answers of public reads as Next sent them, each valid while the
// catalogue version it was rendered at is current (every catalogue write on any server moves it)
// and for a minute at most; plus what it knows about reads it must leave to Next for a while.

/** An answer as Next sent it, ready to send again. */
export interface KeptAnswer {
  version: number;
  status: number;
  /** Next's header lines in its own order and spelling (flat: name, value, …), minus transfer ones. */
  headers: string[];
  body: Buffer;
  /** Whether Next would compress it for a client that accepts gzip or deflate. */
  compressible: boolean;
  /** The body in the encodings clients asked for, made on the first request for each. */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
  /** The header lines sent for a hit, per encoding ('' for none), made on the first such hit. */
  hitLines: Map<string, string[]>;
}

/**
 * What a fill read: the whole answer (`keep` when it may serve other visitors), or, for an answer
 * too big to keep, the part read so far and the rest as it streams in (`rest`), for the visitor
 * whose request made the fill.
 */
export interface Filled {
  answer: KeptAnswer;
  keep: boolean;
  rest?: Readable;
}

export const TTL_MS = 60_000;
export const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
/**
 * The largest answer kept: with its encoded copies under a third of the store, so one answer
 * never pushes out all the pages. It must hold the whole catalogue list of a big shop (9.4 MB at
 * 10,000 products): an answer over it goes through Next on every request.
 */
export const MAX_ENTRY_BYTES = 16 * 1024 * 1024;
/** After a failed or timed-out fill, that read alone goes to Next for this long. */
const FAILED_KEY_PAUSE_MS = 30_000;

interface Store {
  /** Marks the edge's own loopback requests, which must reach Next. */
  secret: string;
  entries: LRUCache<string, KeptAnswer>;
  filling: Map<string, Promise<Filled | null>>;
  failed: LRUCache<string, true>;
  /** Reads found too big to keep: they are not filled again. */
  oversized: LRUCache<string, true>;
}

const storeKey = Symbol.for('shop.edge.store');

export function edgeStore(): Store {
  const holder = globalThis as { [storeKey]?: Store };
  holder[storeKey] ??= {
    secret: randomUUID(),
    entries: new LRUCache({
      maxSize: MAX_TOTAL_BYTES,
      // Room for its gzip and deflate copies too (a tenth of the body each, or less).
      sizeCalculation: (answer) => Math.ceil(answer.body.byteLength * 1.25) + 1024,
      ttl: TTL_MS,
    }),
    filling: new Map(),
    failed: new LRUCache({ max: 1000, ttl: FAILED_KEY_PAUSE_MS }),
    oversized: new LRUCache({ max: 1000 }),
  };
  return holder[storeKey];
}
