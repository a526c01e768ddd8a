import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isForwardedAction, refuseForwardedAction } from '@/lib/server/edge/forwarded-action';
import { stampSocketPeer } from '@/lib/server/infra/client-address';
import { catalogueVersionOrNew } from '@/lib/server/infra/catalogue-version';
import { env } from '@/lib/server/infra/env';
import { cacheableRead, type CacheableRead } from '@/lib/server/edge/cacheable';
import { fill, FILL_HEADER } from '@/lib/server/edge/fill';
import { refusalFor, sendRefusal } from '@/lib/server/edge/refusals';
import { sendAnswer, sendStreaming } from '@/lib/server/edge/send';
import { edgeStore, type Filled } from '@/lib/server/edge/store';

// The edge: what the HTTP server (server.mjs) asks about every request before Next sees it.
// It answers repeat views of public pages and feeds and anonymous catalogue reads from memory
// (a few microseconds, against ~2 ms of CPU for Next's pipeline), renders a miss once through
// Next however many visitors ask at that moment, refuses what Next would turn into a 500, and
// hands everything else to Next with the socket's peer address stamped on it. It never answers
// differently from Next: a kept answer is Next's own (status, headers, body), encoded as Next
// would encode it, and anything unusual (a failed or slow fill, a redirect) goes to Next itself.

/** Hands the request to Next. */
export type Pass = () => void;
export type EdgeHandler = (request: IncomingMessage, response: ServerResponse, pass: Pass) => void;

const handlerKey = Symbol.for('shop.edge.handler');
const serverKey = Symbol.for('shop.edge.server');
type Holder = { [handlerKey]?: EdgeHandler; [serverKey]?: boolean };

/** Off where no server of ours owns the socket (Vercel) or when configured off (PAGE_CACHE). */
export function edgeCacheEnabled(): boolean {
  const config = env();
  return config.PAGE_CACHE && !config.VERCEL;
}

function toNext(request: IncomingMessage, pass: Pass): void {
  stampSocketPeer(request);
  pass();
}

async function fillAndSend(
  request: IncomingMessage,
  response: ServerResponse,
  read: CacheableRead,
  pass: Pass,
): Promise<void> {
  const store = edgeStore();
  if (store.failed.has(read.key) || store.oversized.has(read.key)) return toNext(request, pass);
  // Concurrent misses of one read share a single render.
  let filling = store.filling.get(read.key);
  const filler = !filling;
  if (!filling) {
    filling = fill(read)
      .catch((): Filled | null => {
        store.failed.set(read.key, true);
        return null;
      })
      .finally(() => store.filling.delete(read.key));
    store.filling.set(read.key, filling);
  }
  const filled = await filling;
  // A failed fill (timed out, refused), or a redirect, whose relative Location is Next's to send.
  if (!filled || (filled.answer.status >= 300 && filled.answer.status < 400)) {
    if (filler) filled?.rest?.destroy();
    return toNext(request, pass);
  }
  // An answer too big to keep streams to the visitor whose request read it; the others go to Next.
  if (filled.rest) {
    return filler
      ? sendStreaming(request, response, filled.answer, filled.rest)
      : toNext(request, pass);
  }
  await sendAnswer(request, response, filled.answer, filled.keep ? 'miss' : 'pass');
}

function answer(request: IncomingMessage, response: ServerResponse, pass: Pass): void {
  const refusal = refusalFor(request);
  if (refusal) return sendRefusal(request, response, refusal);
  if (isForwardedAction(request)) return refuseForwardedAction(request, response);
  if (request.headers[FILL_HEADER] !== undefined) {
    const ours = request.headers[FILL_HEADER] === edgeStore().secret;
    delete request.headers[FILL_HEADER];
    if (ours) return toNext(request, pass);
  }
  const read = edgeCacheEnabled() ? cacheableRead(request) : null;
  if (!read) return toNext(request, pass);
  const kept = edgeStore().entries.get(read.key);
  const pending =
    kept && kept.version === catalogueVersionOrNew()
      ? sendAnswer(request, response, kept, 'hit')
      : fillAndSend(request, response, read, pass);
  pending?.catch((error: unknown) => fail(request, response, pass, error));
}

/** Whatever went wrong here, Next answers, or the connection ends if an answer had begun. */
function fail(request: IncomingMessage, response: ServerResponse, pass: Pass, error: unknown) {
  if (response.headersSent) return void response.destroy();
  console.error('[edge] handing the request to Next after an error:', error);
  toNext(request, pass);
}

export const answerAtEdge: EdgeHandler = (request, response, pass) => {
  try {
    answer(request, response, pass);
  } catch (error) {
    fail(request, response, pass, error);
  }
};

/** Called at start-up (instrumentation): gives server.mjs the edge to put before Next. */
export function installEdge(): void {
  (globalThis as Holder)[handlerKey] = answerAtEdge;
}

/** Whether server.mjs owns the socket (it says so before Next starts); not under `next start`. */
export function edgeServerRunning(): boolean {
  return (globalThis as Holder)[serverKey] === true;
}
