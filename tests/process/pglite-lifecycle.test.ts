import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { DEMO_PRODUCTS } from '@/db/seed/catalogue';
import { DEMO_COLOUR_DESIGNS } from '@/db/seed/colour-designs';
import { ROOT, removeDir, startTestServer, tempDataDir } from '../support/test-server';

const dataDir = tempDataDir('lifecycle');
afterAll(() => removeDir(dataDir));

async function countRows(table: string, dir = dataDir): Promise<number> {
  const db = await PGlite.create(path.join(dir, 'pglite'));
  try {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    return rows[0]?.n ?? -1;
  } finally {
    await db.close();
  }
}

function createAdminCli(args: string[], dir = dataDir) {
  return spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      'scripts/create-admin.ts',
      ...args,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

describe('PGlite data directory safety', () => {
  it('lets only one process open the directory and names the holder', async () => {
    const first = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
    try {
      const pid = String(first.child.pid);
      const started = Date.now();
      await expect(
        startTestServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, 60_000),
      ).rejects.toThrow(new RegExp(`in use by process ${pid}`));
      expect(Date.now() - started).toBeLessThan(30_000);

      const cli = createAdminCli(['--username', 'second-admin', '--password', 'secret-password']);
      expect(cli.status).not.toBe(0);
      expect(cli.stderr + cli.stdout).toMatch(
        new RegExp(`in use by process ${pid}.*stop that process`, 's'),
      );
      // The first server is unharmed.
      expect((await fetch(`${first.url}/api/health/`)).status).toBe(200);
    } finally {
      expect(await first.stop('SIGTERM')).toBe(143);
    }
  });

  it('closes cleanly on SIGTERM: checkpoint, close, lock released', async () => {
    const server = await startTestServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
    });
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const code = await server.stop('SIGTERM');
    expect(code).toBe(143);
    expect(server.output()).toContain('database closed cleanly');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(await countRows('products')).toBeGreaterThanOrEqual(60);
  });

  it('comes back after kill -9 with every committed row and a readable directory', async () => {
    // A fresh directory: the server seeds the demo catalogue (every product committed before
    // it answers), then dies without any chance to checkpoint or release its lock.
    const crashDir = tempDataDir('crash');
    try {
      const server = await startTestServer({
        DATA_DIR: crashDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
      });
      await server.stop('SIGKILL');
      expect(existsSync(path.join(crashDir, 'pglite.lock'))).toBe(true);
      // The dead process's lock is stale: the next process takes over without manual steps.
      const restarted = await startTestServer({ DATA_DIR: crashDir, DATABASE_URL: '' });
      expect((await fetch(`${restarted.url}/api/health/`)).status).toBe(200);
      await restarted.stop('SIGKILL');
      // The catalogue and the other colours of its designs.
      const seeded = [...DEMO_PRODUCTS, ...DEMO_COLOUR_DESIGNS.flatMap((d) => d.others)];
      expect(await countRows('products', crashDir)).toBe(seeded.length);
      expect(await countRows('product_images', crashDir)).toBe(
        seeded.reduce((n, p) => n + p.images.length, 0),
      );
      // And a script can open it again after the second crash.
      const cli = createAdminCli(
        ['--username', 'after-crash', '--password', 'after-crash-password'],
        crashDir,
      );
      expect(cli.status).toBe(0);
      expect(await countRows('users', crashDir)).toBe(2);
    } finally {
      removeDir(crashDir);
    }
  });
});
