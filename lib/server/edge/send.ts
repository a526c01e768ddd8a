import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { createDeflate, createGzip, deflate, gzip } from 'node:zlib';
import { chooseEncoding, type Encoding } from '@/lib/server/edge/content-encoding';
import type { KeptAnswer } from '@/lib/server/edge/store';

// Sending an answer Next made: its status and header lines as Next wrote them, `x-page-cache`
// saying where it came from (hit: memory; miss: rendered now and kept; pass: rendered now, not
// kept), and the body encoded as Next's compression would have encoded it for this client. A kept
// answer's encoded copies are made once, on the first request that asks for each encoding; the
// framing differs from Next's (a Content-Length instead of chunks), nothing else.

export type Outcome = 'hit' | 'miss' | 'pass';

const encoders = { gzip: promisify(gzip), deflate: promisify(deflate) };
const streamEncoders = { gzip: createGzip, deflate: createDeflate };

function encodingFor(request: IncomingMessage, answer: KeptAnswer): Encoding | null {
  if (!answer.compressible || request.method === 'HEAD') return null;
  return chooseEncoding(request.headers['accept-encoding']);
}

function lines(
  answer: KeptAnswer,
  outcome: Outcome,
  body: Buffer,
  encoding: Encoding | null,
): string[] {
  const made = [...answer.headers, 'x-page-cache', outcome];
  if (encoding) made.push('content-encoding', encoding);
  made.push('content-length', String(body.byteLength));
  return made;
}

function write(
  request: IncomingMessage,
  response: ServerResponse,
  answer: KeptAnswer,
  outcome: Outcome,
  body: Buffer,
  encoding: Encoding | null,
): undefined {
  let head: string[];
  if (outcome === 'hit') {
    // A hit's lines are the same every time: made once per encoding.
    const key = encoding ?? '';
    head = answer.hitLines.get(key) ?? lines(answer, outcome, body, encoding);
    answer.hitLines.set(key, head);
  } else head = lines(answer, outcome, body, encoding);
  response.writeHead(answer.status, head);
  response.end(request.method === 'HEAD' ? undefined : body);
  return undefined;
}

/** Makes the answer's copy in `encoding`, kept on it once made (dropped if it fails). */
function encode(answer: KeptAnswer, encoding: Encoding): Promise<Buffer> {
  const made = encoders[encoding](answer.body);
  answer.encoded[encoding] = made;
  made.then(
    (body) => (answer.encoded[encoding] = body),
    () => delete answer.encoded[encoding],
  );
  return made;
}

/**
 * Sends a whole answer: at once when its body is ready in the encoding this client takes (no
 * promise on a hit's path), else once that copy is made (the first time for each encoding).
 */
export function sendAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: KeptAnswer,
  outcome: Outcome,
): Promise<void> | undefined {
  const encoding = encodingFor(request, answer);
  if (!encoding) return write(request, response, answer, outcome, answer.body, null);
  const copy = answer.encoded[encoding];
  if (Buffer.isBuffer(copy)) return write(request, response, answer, outcome, copy, encoding);
  const made = copy ?? encode(answer, encoding);
  return made.then((body) => write(request, response, answer, outcome, body, encoding));
}

/**
 * Sends an answer too big to keep as it streams in from Next (`answer.body` is what was read so
 * far), encoded on the way when the client takes it; a client that goes away ends the fill too.
 */
export function sendStreaming(
  request: IncomingMessage,
  response: ServerResponse,
  answer: KeptAnswer,
  rest: Readable,
): void {
  const encoding = encodingFor(request, answer);
  const lines = [...answer.headers, 'x-page-cache', 'pass'];
  if (encoding) lines.push('content-encoding', encoding);
  response.writeHead(answer.status, lines);
  if (request.method === 'HEAD') {
    rest.destroy();
    response.end();
    return;
  }
  const whole = Readable.from(
    (async function* () {
      yield answer.body;
      yield* rest;
    })(),
  );
  const stages = encoding ? [whole, streamEncoders[encoding](), response] : [whole, response];
  pipeline(stages, () => rest.destroy());
}
