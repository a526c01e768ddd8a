import { NextResponse, type NextRequest } from 'next/server';

// Early redirects only: the admin layout, server functions and handlers are the real guard.
const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

export function proxy(request: NextRequest) {
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (!hasSession) {
    const login = new URL('/login', request.url);
    login.searchParams.set('next', request.nextUrl.pathname);
    return NextResponse.redirect(login);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/admin-dashboard/:path*', '/admin/:path*'],
};
