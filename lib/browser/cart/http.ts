// The one way the browser cart talks to the /api cart endpoints.
//
// Every call uses `fetch` with credentials 'same-origin': the site's own next-auth session
// cookie authenticates; our pages send no bearer token. Server errors are only logged
// (console.warn) and never thrown to the caller: the local cart always carries on.

/** The response when the server answered 2xx; null (after a warning) on any failure. */
export async function cartRequest(
  method: string,
  path: string,
  body?: unknown,
): Promise<Response | null> {
  try {
    const init: RequestInit = {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : {
              accept: 'application/json',
              'content-type': 'application/json',
            },
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    const res = await fetch(path, init);
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

/** The parsed JSON body, or undefined when it is not JSON. */
export async function readJson(res: Response): Promise<unknown> {
  try {
    return (await res.json()) as unknown;
  } catch {
    return undefined;
  }
}
