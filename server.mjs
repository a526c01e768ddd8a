#!/usr/bin/env node
// The production server: Node's HTTP server around Next's request handler (Next's documented
// custom server), started by `npm start`, the tests and the benches (scripts/lib.mjs
// serverCommand). Owning the socket lets the app answer before the framework: the edge it
// installs at start-up (lib/server/edge) answers cache hits of public pages, feeds and anonymous
// catalogue reads from memory, refuses malformed addresses and TRACE, and stamps each request it
// hands to Next with the socket's peer address. Everything else is Next's, as under `next start`
// (same router, proxy, headers and compression). Signals are the app's own (lib/server/startup:
// checkpoint and close the database, then exit); Next installs none in this mode.
//
//   node server.mjs [--port 3000] [--hostname 0.0.0.0]     (PORT is the default port)
import { randomUUID } from 'node:crypto';
import { createServer, get } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { KEEP_ALIVE_MS } from './scripts/lib.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`[start] not a port: ${values.port ?? process.env.PORT}`);
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
// The app's own address: the edge renders misses through it. As `next start` does, it is also the
// origin Next fetches from when a server action redirects.
process.env.PORT = String(port);
const local = !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
// Tells the app, before it starts, that this server owns the socket (lib/server/edge).
globalThis[Symbol.for('shop.edge.server')] = true;

const server = createServer();
// Longer than the clients and proxies that reuse connections keep theirs (scripts/lib.mjs).
server.keepAliveTimeout = KEEP_ALIVE_MS;
const app = next({
  dev: false,
  dir: import.meta.dirname,
  hostname: local,
  port,
  httpServer: server,
});
const handle = app.getRequestHandler();
await app.prepare();

/** Next's answer, and a plain 500 if Next itself throws (as `next start` answers then). */
function toNext(request, response) {
  handle(request, response).catch((error) => {
    console.error(`[server] failed to handle ${request.method} ${request.url}:`, error);
    if (!response.headersSent) {
      response.statusCode = 500;
      response.end('Internal Server Error');
    } else response.destroy();
  });
}

// In production Next starts the app (instrumentation.ts: migrations, seed, the edge) on its first
// request. This server sends that request itself and holds every other one until the edge is in
// place, so no request reaches Next without the edge's stamp.
const WARM_UP = 'x-server-warm-up';
const warmUpSecret = randomUUID();
let edge;
const waiting = [];
server.on('request', (request, response) => {
  if (edge) return edge(request, response, () => toNext(request, response));
  if (request.headers[WARM_UP] === warmUpSecret) return toNext(request, response);
  waiting.push([request, response]);
});
server.on('error', (error) => {
  console.error('[start] could not start the server:', error.message);
  process.exit(1);
});
await new Promise((resolve) => server.listen(port, hostname, resolve));
const bound = server.address();
const self = ['0.0.0.0', '::'].includes(bound.address) ? '127.0.0.1' : bound.address;
// The edge renders misses through this address (lib/server/edge/fill.ts).
globalThis[Symbol.for('shop.edge.self')] = { host: self, port: bound.port };
await new Promise((resolve) => {
  const warmUp = get({
    host: self,
    port,
    path: '/api/health/',
    headers: { [WARM_UP]: warmUpSecret },
  });
  warmUp.on('response', (answer) => answer.resume().on('end', resolve));
  warmUp.on('error', (error) => {
    console.error('[start] the app did not answer its first request:', error.message);
    process.exit(1);
  });
});
edge = globalThis[Symbol.for('shop.edge.handler')];
if (typeof edge !== 'function') {
  console.error('[start] the app did not install its edge (instrumentation.ts did not run)');
  process.exit(1);
}
for (const [request, response] of waiting.splice(0))
  edge(request, response, () => toNext(request, response));
console.log(`[start] ready on http://${local}:${port}`);
