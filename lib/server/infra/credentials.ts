import 'server-only';

// Whether a request says who is asking: an Authorization header (an API client's bearer token)
// or the site's session cookie. Decided by what the request carries, never by whether it checks
// out, so the edge can tell without a database read and an answer's cacheability never depends
// on a secret's validity: a request that carries credentials is answered by the app and marked
// private, even when its token has expired and it is therefore answered as anonymous.

/** next-auth's session cookie, plain and `__Secure-` (and its `.0`, `.1`… chunks). */
const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?$/;

export function carriesCredentials(header: (name: string) => string | null | undefined): boolean {
  if (header('authorization')) return true;
  const cookies = header('cookie');
  if (!cookies) return false;
  return cookies.split(';').some((pair) => SESSION_COOKIE.test(pair.split('=', 1)[0]!.trim()));
}
