import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { createTestDatabase } from '../support/postgres';
import {
  freePort,
  removeDir,
  startTestServer,
  tempDataDir,
  TEST_ADMIN,
} from '../support/test-server';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/superuser-login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  return ((await res.json()) as { access: string }).access;
}

async function productForm(i: number): Promise<FormData> {
  const form = new FormData();
  form.set('name', `Crash test shirt ${i}`);
  form.set('main_category', 'mens');
  form.set('sub_category', 'Shirt');
  form.set('price', '999.00');
  form.set('stock', '3');
  for (const colour of ['#a33', '#3a3']) {
    const png = await sharp({
      create: { width: 900, height: 1100, channels: 3, background: colour },
    })
      .png()
      .toBuffer();
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  }
  return form;
}

describe('faults', () => {
  const dataDir = tempDataDir('faults');
  afterAll(() => removeDir(dataDir));

  it('kill -9 in the middle of product writes leaves no half product and no orphan file', async () => {
    const server = await startTestServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
    });
    const token = await adminToken(server.url);
    const forms = await Promise.all(Array.from({ length: 4 }, (_, i) => productForm(i)));
    // Four writers post products back to back until the server dies, so writes are in flight
    // whenever the kill comes, however fast the machine is.
    const outcomes: (number | 'cut')[] = [];
    const writers = forms.map(async (form) => {
      for (;;) {
        const outcome = await fetch(`${server.url}/api/products/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
          .then((r) => r.status)
          .catch(() => 'cut' as const);
        outcomes.push(outcome);
        if (outcome === 'cut') return;
      }
    });
    // Wait until some writes have committed, then kill while the next ones are in flight.
    for (let i = 0; i < 400; i++) {
      const list = (await (await fetch(`${server.url}/api/products/`)).json()) as unknown[];
      if (list.length >= 2) break;
      await sleep(50);
    }
    await server.stop('SIGKILL');
    await Promise.all(writers);
    expect(outcomes).toContain('cut');
    expect(outcomes.filter((o) => o !== 'cut' && o !== 201)).toEqual([]);

    // Restart: the stale lock is taken over and interrupted writes' files are swept.
    const restarted = await startTestServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
    });
    await restarted.stop('SIGTERM');

    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    try {
      const { rows } = await db.query<{ id: number; images: number }>(
        `select p.id, count(i.id)::int as images from products p left join product_images i on i.product_id = p.id group by p.id`,
      );
      // Every product that exists is whole: both of its images.
      for (const row of rows) expect(row.images).toBe(2);
      // Every write that was answered 201 is there (cut ones may or may not have committed).
      expect(rows.length).toBeGreaterThanOrEqual(outcomes.filter((o) => o === 201).length);
      const keys = (
        await db.query<{ storage_key: string }>('select storage_key from product_images')
      ).rows.map((r) => r.storage_key);
      const files = existsSync(path.join(dataDir, 'uploads'))
        ? readdirSync(path.join(dataDir, 'uploads')).sort()
        : [];
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(files).toEqual([...keys].sort());
    } finally {
      await db.close();
    }
  });

  it('answers 503 while PostgreSQL is unreachable and recovers by itself', async () => {
    const database = await createTestDatabase('faults');
    const pg = new URL(database.url);
    const proxyPort = await freePort();
    const sockets = new Set<Socket>();
    let proxy: Server | null = null;
    const openProxy = () =>
      new Promise<void>((resolve) => {
        proxy = createServer((client) => {
          const upstream = connect(Number(pg.port || 5432), pg.hostname);
          for (const s of [client, upstream]) {
            sockets.add(s);
            s.on('close', () => sockets.delete(s));
            s.on('error', () => s.destroy());
          }
          client.pipe(upstream).pipe(client);
        }).listen(proxyPort, '127.0.0.1', () => resolve());
      });
    const cutProxy = () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        proxy?.close(() => resolve());
      });
    await openProxy();
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxyPort);
    const server = await startTestServer({
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.toString(),
      SEED_DEMO: 'false',
    });
    try {
      expect((await fetch(`${server.url}/api/health/`)).status).toBe(200);
      await cutProxy(); // the database "restarts": every connection drops, new ones are refused
      const during = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${server.url}/api/cart/`, { headers: { authorization: 'Bearer x' } }).then(
            (r) => r.status,
          ),
        ),
      );
      const health = await fetch(`${server.url}/api/health/`);
      expect(health.status).toBe(503);
      const login = await fetch(`${server.url}/api/user-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'someone', password: 'whatever1' }),
      });
      expect(login.status).toBe(503);
      expect(login.headers.get('retry-after')).toBeTruthy();
      expect(during.every((s) => s === 401 || s === 503)).toBe(true);

      await openProxy(); // back up: no restart of the app
      let recovered = false;
      for (let i = 0; i < 40 && !recovered; i++) {
        recovered = (await fetch(`${server.url}/api/health/`)).status === 200;
        if (!recovered) await sleep(250);
      }
      expect(recovered).toBe(true);
      expect(
        (
          await fetch(`${server.url}/api/superuser-login/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(TEST_ADMIN),
          })
        ).status,
      ).toBe(200);
    } finally {
      await server.stop('SIGTERM');
      await cutProxy();
      await database.drop();
    }
  });
});
