import 'server-only';

// How Next would encode an answer for a client, so that an answer the edge sends from memory is
// compressed exactly when, and as, Next's own would be. Next's router runs the `compression`
// middleware on every answer: gzip or deflate (never br), chosen from Accept-Encoding by the
// `negotiator` it bundles (ported below, same expressions), gzip whenever both are acceptable;
// only for compressible types, never for HEAD, never under `Cache-Control: no-transform`, and not
// for a body under 1 KB whose length was declared. tests/unit/edge-encoding.test.ts holds this
// port to the middleware itself.

export type Encoding = 'gzip' | 'deflate';

type Accepted = { encoding: string; q: number; i: number };
type Priority = { i: number; o: number; q: number; s: number };

const TOKEN = /^\s*([^\s;]+)\s*(?:;(.*))?$/;
const THRESHOLD_BYTES = 1024;
/** compressible's rule for the types it has no entry for, and the JSON and XML types it has. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)\b)|\+(json|text|xml)\b/i;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

function parseEncoding(part: string, i: number): Accepted | null {
  const match = TOKEN.exec(part);
  if (!match) return null;
  let q = 1;
  for (const param of match[2]?.split(';') ?? []) {
    const [name, value] = param.trim().split('=');
    if (name === 'q') {
      q = parseFloat(value ?? '');
      break;
    }
  }
  return { encoding: match[1]!, q, i };
}

function specify(encoding: string, spec: Accepted, index: number): Priority | null {
  let s = 0;
  if (spec.encoding.toLowerCase() === encoding.toLowerCase()) s |= 1;
  else if (spec.encoding !== '*') return null;
  return { i: index, o: spec.i, q: spec.q, s };
}

function parseAcceptEncoding(header: string): Accepted[] {
  const parts = header.split(',');
  const accepted: Accepted[] = [];
  let hasIdentity = false;
  let minQuality = 1;
  parts.forEach((part, i) => {
    const spec = parseEncoding(part.trim(), i);
    if (!spec) return;
    accepted.push(spec);
    hasIdentity = hasIdentity || specify('identity', spec, 0) !== null;
    minQuality = Math.min(minQuality, spec.q || 1);
  });
  if (!hasIdentity) accepted.push({ encoding: 'identity', q: minQuality, i: parts.length });
  return accepted;
}

function priority(encoding: string, accepted: Accepted[], index: number): Priority {
  let best: Priority = { o: -1, q: 0, s: 0, i: 0 };
  for (const spec of accepted) {
    const p = specify(encoding, spec, index);
    if (p && (best.s - p.s || best.q - p.q || best.o - p.o) < 0) best = p;
  }
  return best;
}

/** negotiator's preferredEncodings(header, provided)[0]. */
function preferred(header: string | undefined, provided: string[]): string | undefined {
  const accepted = parseAcceptEncoding(header || '');
  const priorities = provided.map((encoding, index) => priority(encoding, accepted, index));
  const best = priorities
    .filter((p) => p.q > 0)
    .sort((a, b) => b.q - a.q || b.s - a.s || a.o - b.o || a.i - b.i || 0)[0];
  return best && provided[priorities.indexOf(best)];
}

const chosen = new Map<string, Encoding | null>();

/** The encoding Next's compression picks for this Accept-Encoding (null: none). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const header = acceptEncoding ?? '';
  const known = chosen.get(header);
  if (known !== undefined) return known;
  let encoding = preferred(header, ['gzip', 'deflate', 'identity']);
  if (encoding === 'deflate' && preferred(header, ['gzip']))
    encoding = preferred(header, ['gzip', 'identity']);
  const result = encoding === 'gzip' || encoding === 'deflate' ? encoding : null;
  // A handful of values in practice; a client sending a new one per request costs a parse each.
  if (chosen.size > 256) chosen.clear();
  chosen.set(header, result);
  return result;
}

/**
 * Whether Next compresses an answer with these headers for a client that accepts it: a
 * compressible type, no `no-transform`, not already encoded, and no declared length under 1 KB.
 */
export function compressible(headers: {
  contentType?: string;
  cacheControl?: string;
  contentEncoding?: string;
  contentLength?: string;
}): boolean {
  const { contentType, cacheControl, contentEncoding, contentLength } = headers;
  if (!contentType || !COMPRESSIBLE.test(contentType.split(';')[0]!.trim())) return false;
  if (cacheControl && NO_TRANSFORM.test(cacheControl)) return false;
  if (contentEncoding && contentEncoding !== 'identity') return false;
  return !(contentLength !== undefined && Number(contentLength) < THRESHOLD_BYTES);
}
