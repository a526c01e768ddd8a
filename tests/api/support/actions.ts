// Calling the app's server actions the way the browser does (Next-Action header + React's reply
// encoding), for tests of what reaches or never reaches the action handler.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../support/test-server';

// React's Flight client as Next bundles it (no type declarations ship with it).
const { encodeReply } = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-webpack/client.node',
) as { encodeReply: (value: unknown) => Promise<string | FormData> };

/** The id Next gave an exported server action in the build under test. */
export function actionId(exportedName: string): string {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const file = path.join(ROOT, distDir, 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    node: Record<string, { exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, v]) => v.exportedName === exportedName);
  if (!found) throw new Error(`no server action ${exportedName} in ${file}`);
  return found[0];
}

/** The body React's client sends for these arguments. */
export async function actionBody(args: unknown[]): Promise<string | FormData> {
  return encodeReply(args);
}

export interface RawAnswer {
  status: number;
  text: string;
  /** Milliseconds from sending the headers to the end of the answer. */
  ms: number;
}

/**
 * A POST through node:http with exactly these headers, sending `size` bytes of filler body in
 * 256 KB writes (or, with `chunked`, no Content-Length). Resolves on the answer, even when the
 * server answers before the body is all sent; with `stopAfter`, only that many bytes are sent and
 * the body is left open, so only an answer given before reading the body can arrive.
 */
export function rawPost(
  url: string,
  pathname: string,
  headers: Record<string, string>,
  size: number,
  options: { chunked?: boolean; stopAfter?: number } = {},
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${pathname}`, {
      method: 'POST',
      headers: options.chunked ? headers : { ...headers, 'content-length': String(size) },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (d: string) => (text += d));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text, ms: performance.now() - started });
        request.destroy();
      });
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let left = Math.min(size, options.stopAfter ?? size);
    const pump = () => {
      while (left > 0 && !request.destroyed) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!request.write(chunk.subarray(0, n))) return void request.once('drain', pump);
      }
      if (!request.destroyed && options.stopAfter === undefined) request.end();
    };
    pump();
  });
}
