import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sentByThisServer } from '@/lib/server/infra/client-address';

// When a page is posted a server action it does not host (a forged post: any action id from the
// public JavaScript, at any page), Next hands it on: it POSTs the body again to this server, at
// the page that hosts the action, with the first request's headers and `x-action-forwarded`.
// That second request cannot succeed here (it has no declared length, so the proxy's action gate
// refuses it, and an admin page redirects it), and when the first request dropped it half-read,
// Node reported the connection's end as an uncaught exception, once per forged post. The server's
// edge answers it instead, before Next, the way Next answers an action it does not know (404
// with its not-found marker); the first request then answers Next's own "Server Action
// unavailable." (409) and the log stays quiet.

const NOT_FOUND = 'Server action not found.\n';

/** A server action that Next, answering a request to this server, sent on to another page. */
export function isForwardedAction(request: IncomingMessage): boolean {
  return (
    request.method === 'POST' &&
    request.headers['x-action-forwarded'] !== undefined &&
    sentByThisServer(request)
  );
}

/** Reads the body to its end (so the connection ends cleanly), then answers 404. */
export function refuseForwardedAction(request: IncomingMessage, response: ServerResponse): void {
  request.on('error', () => {}); // the first request's end is no error of this one
  request.resume();
  response.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(NOT_FOUND)),
    'Cache-Control': 'no-store',
    'x-nextjs-action-not-found': '1',
  });
  response.end(NOT_FOUND);
}
