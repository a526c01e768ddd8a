// Starts the real production server (server.mjs on the built app, as npm start does) for API and
// process tests, against a throwaway PGlite directory or a fresh PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverCommand } from '../../scripts/lib.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const TEST_ADMIN = { username: 'test-admin', password: 'test-admin-password' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function tempDataDir(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `shop-${label}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startTestServer(
  env: Record<string, string | undefined>,
  timeoutMs = 90_000,
): Promise<RunningServer> {
  const port = await freePort();
  const {
    command,
    args,
    env: fullEnv,
  } = serverCommand({
    port,
    hostname: '127.0.0.1',
    env: {
      PUBLIC_URL: `http://localhost:${port}`,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      // The tests stand in for many clients from one machine, the way a local nginx would:
      // they name the client in X-Forwarded-For. Tests of the default pass TRUSTED_PROXIES: ''.
      TRUSTED_PROXIES: 'loopback',
      // No daily backup (or its catch-up ten minutes in) in the middle of a test run.
      BACKUPS: 'false',
      ...env,
    },
  });
  const child = spawn(command, args, {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
