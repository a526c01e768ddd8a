import 'server-only';
// Writes one part of a backup to a file while counting what went through it: bytes, lines (a
// table's rows: COPY text has one row a line) and the sha256 the manifest records.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface PartFacts {
  bytes: number;
  lines: number;
  sha256: string;
}

export interface PartWriter {
  write(chunk: Uint8Array | string): Promise<void>;
  end(): Promise<PartFacts>;
}

const NEWLINE = 0x0a;

function countLines(bytes: Uint8Array): number {
  let n = 0;
  for (let i = bytes.indexOf(NEWLINE); i !== -1; i = bytes.indexOf(NEWLINE, i + 1)) n++;
  return n;
}

export function partWriter(file: string): PartWriter {
  const out = createWriteStream(file, { mode: 0o600 });
  const hash = createHash('sha256');
  let bytes = 0;
  let lines = 0;
  let failed: Error | null = null;
  out.on('error', (error) => (failed = error));
  return {
    async write(chunk) {
      if (failed) throw failed;
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      hash.update(data);
      bytes += data.byteLength;
      lines += countLines(data);
      if (!out.write(data)) await once(out, 'drain');
    },
    async end() {
      if (failed) throw failed;
      out.end();
      await once(out, 'finish');
      return { bytes, lines, sha256: hash.digest('hex') };
    },
  };
}
