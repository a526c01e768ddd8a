import 'server-only';
import isCompressibleType from 'compressible';
import Negotiator from 'negotiator';

// How Next would encode an answer for a client, so that an answer the edge sends from memory is
// compressed exactly when, and as, Next's own would be. Next's router runs the `compression`
// middleware on every answer: gzip or deflate (never br), chosen from Accept-Encoding by
// `negotiator`, gzip whenever both are acceptable; only for types `compressible` names, never for
// HEAD, never under `Cache-Control: no-transform`, and not for a body under 1 KB whose length was
// declared. The same two packages decide here; tests/unit/edge-encoding.test.ts holds this module
// to the middleware itself.

export type Encoding = 'gzip' | 'deflate';

const THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;

const chosen = new Map<string, Encoding | null>();

/** The encoding Next's compression picks for this Accept-Encoding (null: none). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const header = acceptEncoding ?? '';
  const known = chosen.get(header);
  if (known !== undefined) return known;
  const accepts = new Negotiator({ headers: { 'accept-encoding': header } });
  let encoding = accepts.encoding(['gzip', 'deflate', 'identity']);
  // As the middleware: deflate only for a client that does not take gzip at all.
  if (encoding === 'deflate' && accepts.encoding(['gzip']))
    encoding = accepts.encoding(['gzip', 'identity']);
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
  if (!contentType || !isCompressibleType(contentType)) return false;
  if (cacheControl && NO_TRANSFORM.test(cacheControl)) return false;
  if (contentEncoding && contentEncoding !== 'identity') return false;
  return !(contentLength !== undefined && Number(contentLength) < THRESHOLD_BYTES);
}
