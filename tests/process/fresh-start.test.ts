// The documented first deploy, as a newcomer runs it: PUBLIC_URL in the environment and
// `npm start` on a checkout that was never built. The build must not open the database: on PGlite
// its page workers would hold the data directory's lock while the server starts, and a
// PostgreSQL need not be reachable from the build at all.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/postgres';
import { freePort, removeDir, ROOT, tempDataDir } from '../support/test-server';

const DIST = '.next-fresh-start';
const UNREACHABLE_DB = 'postgres://postgres@127.0.0.1:9/unreachable';
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

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
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
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
      child.kill('SIGKILL');
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
  it('npm start builds and serves the shop on PGlite without fighting over the lock', async () => {
    rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
    const dataDir = tempDataDir('fresh-pglite');
    const port = await freePort();
    const shop = await npmStart(baseEnv(port, { DATA_DIR: dataDir }));
    try {
      expect(shop.log()).toContain('building the production app');
      expect(shop.log()).not.toMatch(/in use by process/);
      await expectShopServed(shop.url);
    } finally {
      await shop.stop();
      removeDir(dataDir);
    }
  }, 600_000);

  it('builds with PostgreSQL unreachable, then npm start serves it from PostgreSQL', async () => {
    const dataDir = tempDataDir('fresh-postgres');
    const port = await freePort();
    const database = await createTestDatabase('fresh');
    try {
      const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
        cwd: ROOT,
        env: baseEnv(port, { DATA_DIR: dataDir, DATABASE_URL: UNREACHABLE_DB }),
        encoding: 'utf8',
        timeout: 400_000,
      });
      expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
      const shop = await npmStart(baseEnv(port, { DATA_DIR: dataDir, DATABASE_URL: database.url }));
      try {
        expect(shop.log()).not.toContain('building the production app');
        await expectShopServed(shop.url);
      } finally {
        await shop.stop();
      }
    } finally {
      await database.drop();
      removeDir(dataDir);
    }
  }, 600_000);
});
