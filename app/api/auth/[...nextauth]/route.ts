import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { readBytes } from '@/lib/server/http/body';
import { MethodNotAllowedError } from '@/lib/server/http/http-errors';
import { errorResponse } from '@/lib/server/http/respond';
import { hasUsableOrigin } from '@/lib/server/auth/nextauth-url';
import { CREDENTIAL_PROVIDERS, authOptions } from '@/lib/server/auth/options';
import { DomainError } from '@/lib/server/infra/errors';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ nextauth: string[] }> };
type Handler = (request: NextRequest, context: Context) => Promise<Response>;

/** A sign-in form is two short fields and a csrf token: nothing next-auth takes is bigger. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * next-auth's routes with the guards it lacks:
 * - bodies over 16 KB are refused with 413 before next-auth reads them (it would read any
 *   size), by Content-Length first and by a streaming cap for chunked bodies;
 * - a GET (or any non-POST) to a credentials callback is a 405: next-auth answers it with a
 *   500 ("Callback for provider type credentials not supported");
 * - `_log` (where the browser client reports its own errors) is not passed on: the custom
 *   logger in authOptions() would otherwise let anyone write lines to the server log;
 * - without PUBLIC_URL, a Host that is no host name is a 400 (next-auth would throw).
 */
async function handler(request: NextRequest, context: Context): Promise<Response> {
  const [action, provider] = (await context.params).nextauth ?? [];
  try {
    if (
      action === 'callback' &&
      CREDENTIAL_PROVIDERS.some((p) => p === provider) &&
      request.method !== 'POST'
    )
      throw new MethodNotAllowedError(request.method, ['POST']);
    if (action === '_log') return new Response(null, { status: 204 });
    const nextAuth = NextAuth(authOptions()) as Handler; // first: it configures NEXTAUTH_URL
    if (!hasUsableOrigin(request.headers))
      throw new DomainError('The Host header is not a valid host name.', 400);
    if (request.method !== 'POST') return await nextAuth(request, context);
    const body = await readBytes(
      request,
      MAX_AUTH_BODY_BYTES,
      'The request body is too large: at most 16 KB.',
    );
    // next-auth reads the body from the request it is given (and headers and cookies from
    // the incoming request itself), so a copy carrying the bytes already read will do.
    const copy = new NextRequest(request.url, {
      method: request.method,
      headers: request.headers,
      body: body.byteLength > 0 ? body : null,
    });
    return await nextAuth(copy, context);
  } catch (error) {
    return errorResponse(request, error);
  }
}

export { handler as GET, handler as POST };
