import 'server-only';
// How `npm run backup` asks a running server for a backup on PGlite, where only the server may
// open the database. At start the server writes DATA_DIR/backup-access.json (mode 0600): its
// PID, its port and a random token made at that start. Whoever can read that file can read the
// whole database folder anyway, so holding the token proves the caller is the shop's owner (or
// root) on this machine; nobody on the network can learn it. The token is compared by its hash.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';

export const OWNER_TOKEN_HEADER = 'x-shop-owner-token';
const FILE = 'backup-access.json';

interface AccessFile {
  pid: number;
  port: number;
  token: string;
}

const key = Symbol.for('shop.backup.owner-token');
type Holder = { [key]?: Buffer };
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Called once at start (PGlite): a new token for this run, written where only the owner reads. */
export async function publishOwnerAccess(dataDir: string, port: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  (globalThis as Holder)[key] = digest(token);
  const file = path.join(dataDir, FILE);
  const temp = `${file}.tmp-${process.pid}`;
  const body: AccessFile = { pid: process.pid, port, token };
  await writeFile(temp, JSON.stringify(body), { mode: 0o600 });
  await rename(temp, file);
  // Gone at a clean stop; after a crash the file names a dead PID, which the CLI ignores.
  process.once('exit', () => {
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as AccessFile).pid === process.pid) rmSync(file);
    } catch {
      // already gone
    }
  });
}

/** Whether `token` is this server's owner token. */
export function isOwnerToken(token: string | null): boolean {
  const mine = (globalThis as Holder)[key];
  return Boolean(mine && token && timingSafeEqual(mine, digest(token)));
}

export interface ServerBackup {
  name: string;
  path: string;
  bytes: number;
}

/**
 * Asks the server holding DATA_DIR's database (process `holderPid`) for a backup; answers where
 * it wrote it. Plain node:http: a large shop's backup may take longer than fetch waits.
 */
export async function askServerForBackup(
  dataDir: string,
  holderPid: number,
): Promise<ServerBackup> {
  let access: AccessFile;
  try {
    access = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as AccessFile;
  } catch {
    throw new Error(
      `The database in ${dataDir} is in use by process ${holderPid}, which did not say how to reach it. If it is the shop's server, restart it once; otherwise stop that process and run this again.`,
    );
  }
  if (access.pid !== holderPid) {
    throw new Error(
      `The database in ${dataDir} is in use by process ${holderPid}, not by the shop's server: wait for it to finish, or stop it, and run this again.`,
    );
  }
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: access.port,
          method: 'POST',
          path: '/admin-save/backups',
          headers: { [OWNER_TOKEN_HEADER]: access.token, accept: 'application/json' },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          res.on('error', reject);
        },
      );
      req.on('error', (error) =>
        reject(
          new Error(
            `The shop's server (process ${holderPid}) did not answer on port ${access.port}: ${error.message}`,
          ),
        ),
      );
      req.end();
    },
  );
  let answer: Partial<ServerBackup> & { detail?: string } = {};
  try {
    answer = JSON.parse(body) as typeof answer;
  } catch {
    // not JSON: reported with the body below
  }
  if (status !== 200 || typeof answer.path !== 'string') {
    throw new Error(
      `The shop's server could not take the backup (HTTP ${status}): ${answer.detail ?? body.slice(0, 300)}`,
    );
  }
  return {
    name: answer.name ?? path.basename(answer.path),
    path: answer.path,
    bytes: answer.bytes ?? 0,
  };
}
