import 'server-only';
// Which app wrote a backup (package.json's name and version), and whether a file's version is
// newer than this one: a restore never loads a file written by a version it predates.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface AppIdentity {
  name: string;
  version: string;
}

export async function appIdentity(): Promise<AppIdentity> {
  const pkg = JSON.parse(await readFile(path.join(process.cwd(), 'package.json'), 'utf8')) as {
    name?: string;
    version?: string;
  };
  return { name: pkg.name ?? 'shop', version: pkg.version ?? '0.0.0' };
}

const parts = (version: string) =>
  (/^(\d+)\.(\d+)\.(\d+)/.exec(version)?.slice(1) ?? ['0', '0', '0']).map(Number);

/** True when `version` is a later release than `than` (major.minor.patch; the rest ignored). */
export function isNewerVersion(version: string, than: string): boolean {
  const [a, b] = [parts(version), parts(than)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
