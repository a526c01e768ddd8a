import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';

// The barcode reader's WebAssembly (zxing-wasm, under the `barcode-detector` polyfill the tag
// scanner uses where the browser has no BarcodeDetector), served by the shop itself: its default
// is a CDN, which an offline shop or a blocked network never reaches. Streamed from the installed
// package, so the file is always the one its JavaScript expects and no copy is kept in public/.
// The name carries the version (`zxing_reader-3.1.3.wasm`, components/admin/scan/barcode-reader.ts
// asks for it): the answer never changes, so a browser keeps it for a year.

const require = createRequire(path.join(process.cwd(), 'package.json'));

let located: Promise<{ file: string; name: string }> | null = null;

/** The installed reader's file and the versioned name it is served under. */
function reader(): Promise<{ file: string; name: string }> {
  located ??= (async () => {
    const file = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
    // dist/reader/zxing_reader.wasm: the package's root is three folders up.
    const pkgFile = path.join(path.dirname(file), '..', '..', 'package.json');
    const { version } = JSON.parse(await readFile(pkgFile, 'utf8')) as { version: string };
    return { file, name: `zxing_reader-${version}.wasm` };
  })().catch((error: unknown) => {
    located = null; // looked for again at the next request
    throw error;
  });
  return located;
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [{ file: asked }, { file, name }] = await Promise.all([params, reader()]);
  if (asked !== name) return new Response('Not found', { status: 404 });
  const { size } = await stat(file);
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'Content-Type': 'application/wasm',
      'Content-Length': String(size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
