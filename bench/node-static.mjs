// A second ceiling for the bench: Node's own HTTP server (one process, like ours) sending the
// same saved answers from memory, with nothing else in the way. The distance from it to our server
// is what the app costs per request; the distance from nginx to it, what Node's HTTP stack does.
// Run as `node bench/node-static.mjs <port> [gzip]` with the answers as JSON on stdin
// ([{ route, contentType, body (base64) }]); it prints "ready" once it listens. With `gzip` it
// sends a saved gzip copy to clients that take it, as nginx's gzip_static does.
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';

const port = Number(process.argv[2]);
const gzip = process.argv[3] === 'gzip';
const answers = new Map();
const head = (type, bytes, encoding) => [
  'content-type',
  type,
  'content-length',
  String(bytes.byteLength),
  ...(encoding ? ['content-encoding', encoding, 'vary', 'Accept-Encoding'] : []),
];
for (const { route, contentType, body } of JSON.parse(await text(process.stdin))) {
  const bytes = Buffer.from(body, 'base64');
  const zipped = gzip ? gzipSync(bytes, { level: 6 }) : null;
  answers.set(route, {
    plain: { lines: head(contentType, bytes), bytes },
    zipped: zipped && { lines: head(contentType, zipped, 'gzip'), bytes: zipped },
  });
}
const server = createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) return response.writeHead(404).end();
  const takesGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const { lines, bytes } = (takesGzip && answer.zipped) || answer.plain;
  response.writeHead(200, lines);
  response.end(bytes);
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1', () => console.log('ready'));
