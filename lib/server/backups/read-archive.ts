import 'server-only';
// Reads a backup file entry by entry as it streams (gunzip, then tar), hashing each part as it
// goes, and holds every part to what the manifest promised. A short, damaged or foreign file
// becomes a BackupFileError whose message names the problem; nothing is kept in memory but the
// manifest.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { MANIFEST_NAME, manifestSchema, type Manifest } from './manifest';

/** A backup file that cannot be used, and why (shown as it is to the person restoring). */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

export interface EntryFacts {
  bytes: number;
  lines: number;
  sha256: string;
}

/** Reads one entry; it must consume `chunks` (or leave them: the rest is read for the hash). */
export type VisitEntry = (name: string, chunks: AsyncIterable<Buffer>) => Promise<void>;

const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;
const ALLOWED =
  /^(manifest\.json|db\/[a-z_][a-z0-9_]{0,62}\.tsv|images\/[a-f0-9-]{36}\.(jpg|webp|png))$/;

function describe(error: unknown, file: string): BackupFileError {
  if (error instanceof BackupFileError) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message))
    return new BackupFileError(
      `${file} is truncated: it ends before the backup does (was the copy cut short?).`,
    );
  if (code === 'Z_DATA_ERROR' && /header/i.test(message))
    return new BackupFileError(`${file} is not a shop backup (not a .tar.gz file).`);
  const detail = message.replace(/[.?!\s]+$/, '');
  return new BackupFileError(
    `${file} is damaged and cannot be read (${detail}): use another copy.`,
  );
}

async function* counted(
  source: AsyncIterable<Buffer>,
  facts: EntryFacts,
  hash: ReturnType<typeof createHash>,
) {
  for await (const chunk of source) {
    hash.update(chunk);
    facts.bytes += chunk.byteLength;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) facts.lines++;
    yield chunk;
  }
}

/**
 * Streams `file`, calling `visit` for every part but the manifest; answers the manifest (not yet
 * checked against the parts) and what each part really held.
 */
export async function walkArchive(
  file: string,
  visit: VisitEntry = async () => {},
): Promise<{ manifest: Manifest; parts: Map<string, EntryFacts> }> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new BackupFileError(`${file} does not exist or is not a file.`);
  const parts = new Map<string, EntryFacts>();
  let manifestText: string | null = null;
  const tar = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), tar);
  reading.catch(() => {}); // its failure surfaces through the entries' loop or below
  try {
    for await (const entry of tar) {
      const name = entry.header.name;
      if (!ALLOWED.test(name) || parts.has(name) || entry.header.type !== 'file')
        throw new BackupFileError(`${file} is not a shop backup: it holds "${name.slice(0, 80)}".`);
      const facts: EntryFacts = { bytes: 0, lines: 0, sha256: '' };
      const hash = createHash('sha256');
      const chunks = counted(entry as AsyncIterable<Buffer>, facts, hash);
      if (name === MANIFEST_NAME) {
        if (entry.header.size > MAX_MANIFEST_BYTES)
          throw new BackupFileError(`${file} has an oversized manifest.`);
        const bufs: Buffer[] = [];
        for await (const chunk of chunks) bufs.push(chunk);
        manifestText = Buffer.concat(bufs).toString('utf8');
      } else {
        await visit(name, chunks);
        for await (const _ of chunks) void _; // whatever the visitor left, for the checksum
      }
      facts.sha256 = hash.digest('hex');
      parts.set(name, facts);
    }
    await reading;
  } catch (error) {
    tar.destroy();
    await reading.catch(() => {});
    throw describe(error, file);
  }
  if (manifestText === null)
    throw new BackupFileError(`${file} has no manifest: it is truncated, or not a shop backup.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupFileError(`${file} is damaged: its manifest is not readable JSON.`);
  }
  const checked = manifestSchema.safeParse(parsed);
  if (!checked.success)
    throw new BackupFileError(`${file} has a manifest this version cannot read.`);
  return { manifest: checked.data, parts };
}

/** The first way the parts differ from the manifest, as a sentence, or null when they agree. */
export function partsProblem(
  file: string,
  manifest: Manifest,
  parts: Map<string, EntryFacts>,
): string | null {
  const expected = [
    ...manifest.tables.map((t) => ({
      file: t.file,
      bytes: t.bytes,
      sha256: t.sha256,
      rows: t.rows,
    })),
    ...manifest.images.files.map((i) => ({
      file: i.file,
      bytes: i.bytes,
      sha256: i.sha256,
      rows: null,
    })),
  ];
  for (const part of expected) {
    const found = parts.get(part.file);
    if (!found) return `${file} is truncated or damaged: ${part.file} is missing.`;
    if (found.bytes !== part.bytes || found.sha256 !== part.sha256)
      return `${file} is damaged: ${part.file} does not match its checksum.`;
    if (part.rows !== null && found.lines !== part.rows)
      return `${file} is damaged: ${part.file} holds ${found.lines} rows, its manifest says ${part.rows}.`;
  }
  const listed = new Set([...expected.map((p) => p.file), MANIFEST_NAME]);
  const extra = [...parts.keys()].find((name) => !listed.has(name));
  return extra ? `${file} is damaged: it holds ${extra}, which its manifest does not list.` : null;
}
