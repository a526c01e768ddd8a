// Where to go after login: only a path on this site (never "//evil.example", "/\evil", a full
// URL, or a path that becomes "//host" once its dot segments are resolved), and never back to
// the login or register pages.

const BASE = 'http://local.invalid';

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value))
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Dot segments are resolved only now: "/.//evil.example", "/%2e//evil.example" and
  // "/admin/..//evil.example" all normalise to "//evil.example", which a browser reads as
  // another host. So the check that matters is on the normalised path.
  if (url.pathname.startsWith('//')) return null;
  if (/^\/(login|register)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A login or register page's address that carries `next` on (`/register?next=%2Fproduct%2F12`),
 * so the shopper comes back where they were; the page alone when `next` is not a safe path.
 */
export function withNext(page: '/login' | '/register', next: string | null | undefined): string {
  const path = safeNextPath(next);
  return path === null ? page : `${page}?next=${encodeURIComponent(path)}`;
}

export const isAdminPath = (path: string) => /^\/admin(-dashboard)?(\/|$|\?)/.test(path);

/** Customers land on / (or a safe ?next=); admins on /admin/products (or an admin ?next=). */
export function landingFor(as: 'customer' | 'admin', next: string | null): string {
  if (as === 'admin') return next && isAdminPath(next) ? next : '/admin/products';
  return next && !isAdminPath(next) ? next : '/';
}
