// Helpers for the backup process tests: run `npm run backup` / `npm run restore` as a person
// would (the same scripts, through tsx), read a backup's manifest, and make damaged or "newer"
// copies of a good backup file.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import type { Manifest } from '@/lib/server/backups/manifest';
import { ROOT } from './test-server';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The last line of stdout (the backup's path, for `backup`). */
  last: string;
}

/** Runs scripts/{backup,restore}.ts with `env` over a clean configuration. */
export function runCli(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      `scripts/${script}.ts`,
      ...args,
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', BACKUP_DIR: '', ...env } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, last: stdout.trim().split('\n').at(-1) ?? '' }),
    ),
  );
}

/** Every entry of a .tar.gz, in order (small test backups only: it is all in memory). */
export async function archiveEntries(file: string): Promise<{ name: string; data: Buffer }[]> {
  const tar = extract();
  const entries: { name: string; data: Buffer }[] = [];
  const done = (async () => {
    for await (const entry of tar) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
    }
  })();
  tar.end(gunzipSync(readFileSync(file)));
  await done;
  return entries;
}

export async function readManifest(file: string): Promise<Manifest> {
  const entry = (await archiveEntries(file)).find((e) => e.name === 'manifest.json');
  if (!entry) throw new Error(`${file} has no manifest`);
  return JSON.parse(entry.data.toString('utf8')) as Manifest;
}

/** A copy of `file` whose manifest `change` rewrote (the parts untouched). */
export async function withManifest(
  file: string,
  target: string,
  change: (manifest: Manifest) => Manifest,
): Promise<void> {
  const entries = await archiveEntries(file);
  const tar = pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of tar) chunks.push(chunk as Buffer);
  })();
  for (const { name, data } of entries) {
    const body =
      name === 'manifest.json'
        ? Buffer.from(JSON.stringify(change(JSON.parse(data.toString('utf8')) as Manifest)))
        : data;
    tar.entry({ name, size: body.byteLength }, body);
  }
  tar.finalize();
  await collected;
  writeFileSync(target, gzipSync(Buffer.concat(chunks)));
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Each table's rows and checksum, by name: what two backups of the same data share. */
export const tableDigest = (m: Manifest) =>
  Object.fromEntries(m.tables.map((t) => [t.name, { rows: t.rows, sha256: t.sha256 }]));

/** Each image's checksum, by key. */
export const imageDigest = (m: Manifest) =>
  Object.fromEntries(m.images.files.map((f) => [f.key, f.sha256]));
