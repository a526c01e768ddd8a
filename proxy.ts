import { NextResponse, type NextRequest } from 'next/server';
import { cachedPage } from '@/lib/server/page-cache';

// Two jobs, both only about speed and early feedback: redirect anonymous admin visits to the
// login early (the admin layout, server functions and handlers are the real guard), and answer
// repeat views of the public catalogue pages from the page cache (lib/server/page-cache.ts).
const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'];

function isAdminPath(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/admin-dashboard')
  );
}

export async function proxy(request: NextRequest) {
  if (isAdminPath(request.nextUrl.pathname)) {
    const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
    if (hasSession) return NextResponse.next();
    const login = new URL('/login', request.url);
    login.searchParams.set('next', request.nextUrl.pathname);
    return NextResponse.redirect(login);
  }
  if (process.env.NODE_ENV !== 'production') return NextResponse.next();
  return (await cachedPage(request)) ?? NextResponse.next();
}

export const config = {
  matcher: [
    '/admin-dashboard/:path*',
    '/admin/:path*',
    // The public catalogue pages (no cart, login, register or API: those are per visitor).
    '/',
    '/product/:id',
    '/category/:slug',
    '/all-products',
    '/shop',
    '/sale',
    '/categories',
    '/new-arrivals',
    '/about',
    '/contact',
    '/privacy-policy',
    '/shipping',
    '/returns',
    '/terms-conditions',
  ],
};
