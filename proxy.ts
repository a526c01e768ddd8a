import { NextResponse, type NextRequest } from 'next/server';
import { actionGate } from '@/lib/server/http/action-gate';
import { isPublicRead, setPublicCaching } from '@/lib/server/infra/public-read';

// Three jobs: keep large bodies and foreign-site server actions away from Next's action handler
// (lib/server/http/action-gate.ts: the one guard that runs before Next decodes an action);
// redirect anonymous admin visits to the login early (the admin layout, server functions and
// handlers are the real guard); and mark the public catalogue pages and feeds for shared caches
// (the server's edge keeps what is so marked: lib/server/edge, in front of Next).
const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

function isAdminPath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/admin-dashboard')
  );
}

/**
 * Next sends the proxy's answer only once the whole upload has arrived (it keeps a copy of every
 * proxied body for the page, up to proxyClientMaxBodySize, and waits for its end), and it feeds
 * the proxy a second copy that fills up unless read. Reading and dropping that one halves what
 * a refused upload holds in memory meanwhile.
 */
function dropBody(request: NextRequest): void {
  request.body?.pipeTo(new WritableStream()).catch(() => {});
}

export function proxy(request: NextRequest) {
  const refused = actionGate(request);
  if (refused) {
    dropBody(request);
    return refused;
  }
  if (isAdminPath(request.nextUrl.pathname)) {
    const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
    if (hasSession) return NextResponse.next();
    const login = new URL('/login', request.url);
    login.searchParams.set('next', request.nextUrl.pathname);
    return NextResponse.redirect(login);
  }
  if (process.env.NODE_ENV !== 'production') return NextResponse.next();
  const next = NextResponse.next();
  const read = {
    method: request.method,
    pathname: request.nextUrl.pathname,
    header: (name: string) => request.headers.get(name),
  };
  if (isPublicRead(read)) setPublicCaching(next.headers);
  return next;
}

export const config = {
  matcher: [
    // Every page and feed (the admin's too): which of them are public is decided by one list,
    // lib/server/infra/public-paths.ts, not here (a matcher must be literal, so it cannot import it).
    '/((?!api/|_next/|admin-save/|media/).*)',
    // Server actions can be called at any path: every request naming one passes the gate.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // So can a form posted without JavaScript: Next tries any multipart POST outside the route
    // handlers as one (even at /_next/... paths). The API's handlers (every /api/ path) and the
    // admin's photo saves (/admin-save/) read their bodies themselves, within their own limits,
    // after asking who is calling, and never run actions.
    {
      source: '/((?!api/|admin-save/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
};
