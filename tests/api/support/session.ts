// The site's next-auth session over plain HTTP, as the browser drives it: csrf token, sign-in
// through a credentials callback, sign-out. Cookies are kept by hand (name=value pairs).
import { clientAddress } from './client';

export type Jar = Map<string, string>;

/** Adds (or, for an emptied cookie, removes) what a response set. */
export function keep(jar: Jar, response: Response): Jar {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.set(name, value);
    else jar.delete(name);
  }
  return jar;
}

export const cookieHeader = (jar: Jar) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The Set-Cookie line for a cookie name, or undefined. */
export const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

export async function csrf(
  baseUrl: string,
  jar: Jar,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/csrf`, {
    headers: { ...headers, cookie: cookieHeader(jar) },
  });
  keep(jar, res);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** Signs in on a tab (next-auth's credentials callback) and returns the cookie jar. */
export async function signIn(
  baseUrl: string,
  as: 'customer' | 'admin',
  credentials: { username: string; password: string },
  headers: Record<string, string> = {},
): Promise<{ jar: Jar; response: Response }> {
  const jar: Jar = new Map();
  const csrfToken = await csrf(baseUrl, jar, headers);
  const response = await fetch(`${baseUrl}/api/auth/callback/${as}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'x-forwarded-for': clientAddress(),
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookieHeader(jar),
    },
    body: new URLSearchParams({ csrfToken, ...credentials, json: 'true' }),
  });
  keep(jar, response);
  return { jar, response };
}

/** What the logout button does: a fresh csrf token, then POST /api/auth/signout. */
export async function signOut(
  baseUrl: string,
  jar: Jar,
  headers: Record<string, string> = {},
  json = true,
): Promise<Response> {
  const csrfToken = await csrf(baseUrl, jar, headers);
  const response = await fetch(`${baseUrl}/api/auth/signout`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...headers,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookieHeader(jar),
    },
    body: new URLSearchParams({ csrfToken, callbackUrl: '/', ...(json ? { json: 'true' } : {}) }),
  });
  keep(jar, response);
  return response;
}
