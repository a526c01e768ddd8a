// How the browser cart talks to the /api cart endpoints: through siteFetch (the session cookie
// authenticates), with server errors only logged (console.warn) and never thrown to the caller,
// so the local cart always carries on.
import { siteFetch } from '@/lib/browser/site-fetch';

/** The response when the server answered 2xx; null (after a warning) on any failure. */
export async function cartRequest(
  method: string,
  path: string,
  body?: unknown,
): Promise<Response | null> {
  try {
    const res = await siteFetch(method, path, { json: body });
    if (!res.ok) {
      console.warn(`[cart] ${method} ${path} answered ${res.status}`);
      return null;
    }
    return res;
  } catch (err) {
    console.warn(`[cart] ${method} ${path} failed`, err);
    return null;
  }
}
