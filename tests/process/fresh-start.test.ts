// The documented first deploy, as a newcomer runs it: PUBLIC_URL in the environment and
// `npm start` on a checkout that was never built. The build must not open the database: on PGlite
// its page workers would hold the data directory's lock while the server starts, and a
// PostgreSQL need not be reachable from the build at all.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/postgres';
import { freePort, removeDir, ROOT, tempDataDir } from '../support/test-server';

const DIST = '.next-fresh-start';

afterAll(() => rmSync(path.join(ROOT, DIST), { recursive: true, force: true }));

function baseEnv(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: DIST,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    ...extra,
  };
  for (const name of ['DATABASE_URL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'SEED_DEMO'])
    if (!(name in extra)) delete env[name];
  return env;
}

/** `npm start` (scripts/start.mjs) until the shop answers; resolves with its log and a stop. */
async function npmStart(env: NodeJS.ProcessEnv) {
  // A process group of its own, so a shop that never answers is killed with its `next build`
  // (killing start.mjs alone left the build running after the test).
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + 400_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`the shop did not answer in time:\n${log}`);
    }
    const ok = await fetch(`${url}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The shop is served from the running database: products on the home page, the menu on /cart. */
async function expectShopServed(url: string) {
  const home = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
  expect(home.status).toBe(200);
  expect(await home.text()).toMatch(/href="\/product\/\d+"/);
  // /cart is rendered per request, so its category menu comes from the live catalogue.
  const cart = await fetch(`${url}/cart`, { headers: { accept: 'text/html' } });
  expect(cart.status).toBe(200);
  expect(await cart.text()).toMatch(/data-menu-button="[a-z-]+"/);
}

describe('the documented first deploy (PUBLIC_URL set, never built)', () => {
  // One build serves both databases: which one the shop uses is read when it starts, never
  // built in. That the build needs no reachable PostgreSQL is checked on every CI run by the
  // production build itself (scripts/test.mjs builds with DATABASE_URL pointing nowhere; the API
  // tests on PostgreSQL then run on that build), so this file pays for one build, not two.
  it('npm start builds and serves the shop on PGlite without fighting over the lock, then serves the same build from PostgreSQL without building again', async () => {
    rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
    const dataDir = tempDataDir('fresh-pglite');
    const postgresDataDir = tempDataDir('fresh-postgres');
    const database = await createTestDatabase('fresh');
    try {
      const onPglite = await npmStart(baseEnv(await freePort(), { DATA_DIR: dataDir }));
      try {
        expect(onPglite.log()).toContain('building the production app');
        expect(onPglite.log()).not.toMatch(/in use by process/);
        await expectShopServed(onPglite.url);
      } finally {
        await onPglite.stop();
      }
      const onPostgres = await npmStart(
        baseEnv(await freePort(), { DATA_DIR: postgresDataDir, DATABASE_URL: database.url }),
      );
      try {
        expect(onPostgres.log()).not.toContain('building the production app');
        expect(onPostgres.log()).toMatch(/database: PostgreSQL/);
        await expectShopServed(onPostgres.url);
      } finally {
        await onPostgres.stop();
      }
    } finally {
      await database.drop();
      removeDir(dataDir);
      removeDir(postgresDataDir);
    }
  }, 600_000);
});
