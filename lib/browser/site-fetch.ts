// The one way the browser calls this site's own endpoints (the cart, orders, the wanted list,
// the admin's saves, deletes and imports, registration): same-origin credentials, so the
// next-auth session cookie says who is asking (our pages send no bearer token); JSON asked for;
// a `json` body sent as JSON, a `form` as multipart. It throws as fetch throws (a dropped
// connection, an abort): each caller decides what a failure means to the person waiting. A
// refusal's body is read by readApiError (api-error.ts), whatever the endpoint.

export interface SiteRequest {
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Tests pass a fake; pages never do. */
  fetchImpl?: typeof fetch;
}

export function siteFetch(
  method: string,
  path: string,
  { json, form, signal, fetchImpl = fetch }: SiteRequest = {},
): Promise<Response> {
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers:
      json === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
  };
  if (json !== undefined) init.body = JSON.stringify(json);
  else if (form) init.body = form;
  if (signal) init.signal = signal;
  return fetchImpl(path, init);
}

/** The answer's body as JSON, or null when it is not JSON (a proxy's error page, nothing). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}
