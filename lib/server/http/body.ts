import 'server-only';
import { isRecord, type Loose } from '@/lib/shared/is-record';
import { PayloadTooLargeError } from '@/lib/server/infra/errors';
import {
  ClientAbortError,
  MalformedBodyError,
  UnsupportedMediaTypeError,
} from '@/lib/server/http/http-errors';

export const MAX_JSON_BYTES = 1024 * 1024;

const mediaType = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';

export const isJson = (request: Request) =>
  /^application\/([\w.+-]+\+)?json$/.test(mediaType(request));
export const isForm = (request: Request) =>
  ['multipart/form-data', 'application/x-www-form-urlencoded'].includes(mediaType(request));

/**
 * The body as bytes, refusing with 413 anything over `limit`: first by the declared
 * Content-Length (nothing is read), then while streaming (a missing or lying length). A stream
 * that fails midway is the client's doing (it closed the connection): ClientAbortError.
 */
export async function readBytes(
  request: Request,
  limit: number,
  tooLarge: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(tooLarge);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ClientAbortError();
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new PayloadTooLargeError(tooLarge);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** A JSON object body (415 for another type, 400 for bad JSON or a non-object, 413 if huge). */
export async function readJsonObject(request: Request): Promise<Loose> {
  if (!isJson(request))
    throw new UnsupportedMediaTypeError(request.headers.get('content-type'), 'application/json');
  const bytes = await readBytes(
    request,
    MAX_JSON_BYTES,
    'The request body is too large: at most 1 MB of JSON.',
  );
  const text = new TextDecoder().decode(bytes).trim();
  if (!text) throw new MalformedBodyError('The request body is empty. Send a JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 120) : 'invalid JSON';
    throw new MalformedBodyError(`JSON parse error - ${reason}`);
  }
  if (!isRecord(value)) throw new MalformedBodyError('The request body must be a JSON object.');
  return value;
}

/** A multipart or urlencoded body as FormData, read within `limit` bytes. */
export async function readForm(
  request: Request,
  limit: number,
  tooLarge: string,
): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? '';
  const bytes = await readBytes(request, limit, tooLarge);
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new MalformedBodyError('The form body could not be read. Send multipart/form-data.');
  }
}
