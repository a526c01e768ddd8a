// Backups as the owner uses them (README "Backups"): `npm run backup` while the shop takes
// orders and edits on PGlite (the server takes the snapshot), restored into a fresh PGlite
// folder AND a fresh PostgreSQL database (the move to PostgreSQL), where every table's rows and
// every image's bytes match the snapshot and order numbers go on without a gap or a repeat;
// damaged, foreign and "newer" files and non-empty targets refused, naming the problem and
// changing nothing; and a server killed in the middle of a backup leaving the last good one.
import { existsSync, readdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '@/lib/server/backups/manifest';
import { createTestDatabase } from '../support/postgres';
import {
  archiveEntries,
  imageDigest,
  readManifest,
  runCli,
  sha256,
  tableDigest,
  withManifest,
} from '../support/backup-cli';
import {
  removeDir,
  startTestServer,
  tempDataDir,
  TEST_ADMIN,
  type RunningServer,
} from '../support/test-server';

const dirs = {
  a: tempDataDir('backup-a'),
  b: tempDataDir('restore-b'),
  c: tempDataDir('restore-c'),
};
const scratch = tempDataDir('backup-files');
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: postgres.Sql;
let shop: RunningServer;
let file: string;
let manifest: Manifest;
/** The highest order number in the snapshot (the counter's value). */
let lastNumber: number;
const pgEnv = () => ({ DATA_DIR: dirs.c, DATABASE_URL: database.url });

interface Call extends RequestInit {
  json?: unknown;
  token?: string;
}

async function api(url: string, pathname: string, init: Call = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  const res = await fetch(`${url}${pathname}`, { ...init, headers, body });
  return { status: res.status, body: (await res.json().catch(() => null)) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function adminToken(url: string): Promise<string> {
  const res = await api(url, '/api/superuser-login/', { method: 'POST', json: TEST_ADMIN });
  return res.body.access as string;
}

/**
 * Orders from many shoppers, price edits and new products with a photo, until stopped: the light
 * load of a working day, running while the backup is taken.
 */
function lightLoad(url: string, admin: string, productIds: number[], photo: Buffer) {
  let running = true;
  const failures: string[] = [];
  let orders = 0;
  const shopper = async (who: number) => {
    for (let i = 0; running; i++) {
      const answer = await api(url, '/api/orders/', {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.77.${who}.${i % 250}` },
        json: {
          name: 'Asha',
          fulfilment: 'pickup',
          lines: [{ product_id: productIds[i % productIds.length], qty: 1 }],
        },
      });
      if (answer.status === 201) orders++;
      else failures.push(`order: ${answer.status}`);
    }
  };
  const editor = async () => {
    for (let i = 0; running; i++) {
      const id = productIds[i % productIds.length];
      const edit = await api(url, `/api/products/${id}/`, {
        method: 'PATCH',
        token: admin,
        json: { price: `${500 + i}.00` },
      });
      if (edit.status !== 200) failures.push(`edit: ${edit.status}`);
      const form = new FormData();
      for (const [k, v] of Object.entries(PRODUCT)) form.set(k, v);
      form.set('name', `Photo kurta ${i}`);
      form.set('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'kurta.jpg');
      const made = await api(url, '/api/products/', { method: 'POST', token: admin, body: form });
      if (made.status !== 201) failures.push(`new product: ${made.status}`);
    }
  };
  const done = Promise.all([shopper(1), shopper(2), editor()]);
  return {
    failures,
    orders: () => orders,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const uploads = (dir: string) => path.join(dir, 'uploads');
const goodBackups = (dir: string) =>
  readdirSync(path.join(dir, 'backups')).filter((n) => /^shop-backup-.*\.tar\.gz$/.test(n));

const PRODUCT = {
  name: 'Backup kurta',
  main_category: 'mens',
  sub_category: 'Shirt',
  price: '999.00',
  stock: '1000',
};
let productIds: number[];
/** What each target held right after its restore, backed up again and counted. */
const restored = { pglite: null as Manifest | null, postgres: null as Manifest | null };
let pgCounts: Record<string, number>;
let restoredFacts: { looseOrders: number; maxNumber: number; imageKeys: string[] };

beforeAll(async () => {
  database = await createTestDatabase('restore');
  sql = postgres(database.url, { max: 1, onnotice: () => {} });
  shop = await startTestServer({ DATA_DIR: dirs.a, SEED_DEMO: 'true', BACKUPS: 'false' });
  const admin = await adminToken(shop.url);
  productIds = await Promise.all(
    [1, 2, 3].map(async (i) => {
      const made = await api(shop.url, '/api/products/', {
        method: 'POST',
        token: admin,
        json: { ...PRODUCT, name: `Backup kurta ${i}` },
      });
      return made.body.id as number;
    }),
  );
  const photo = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#3a6ea5' },
  })
    .jpeg()
    .toBuffer();
  const load = lightLoad(shop.url, admin, productIds, photo);
  while (load.orders() < 10) await new Promise((r) => setTimeout(r, 100));
  // The server holds the PGlite database: the command asks it (with the owner's token).
  const backup = await runCli('backup', [], { DATA_DIR: dirs.a });
  await load.stop();
  expect(backup.code, backup.stderr).toBe(0);
  expect(backup.stdout).toContain('asking it for the backup');
  expect(load.failures).toEqual([]);
  file = backup.last;
  manifest = await readManifest(file);

  const restores = await Promise.all([
    runCli('restore', [file], { DATA_DIR: dirs.b }),
    runCli('restore', [file], pgEnv()),
  ]);
  for (const r of restores) expect(r.code, r.stderr).toBe(0);
  // Each target backed up again: PGlite with no server running (the command opens it itself),
  // PostgreSQL through its cursor (not PGlite's COPY).
  const again = await Promise.all([
    runCli('backup', [], { DATA_DIR: dirs.b }),
    runCli('backup', [], pgEnv()),
  ]);
  for (const r of again) expect(r.code, r.stderr).toBe(0);
  restored.pglite = await readManifest(again[0]!.last);
  restored.postgres = await readManifest(again[1]!.last);
  pgCounts = {};
  for (const table of manifest.tables) {
    const [row] = await sql`select count(*)::int as n from ${sql(table.name)}`;
    pgCounts[table.name] = Number(row?.n);
  }
  const [counter] = await sql`select value from counters where name = 'order'`;
  lastNumber = Number(counter?.value);
  // As restored, before any test places an order there.
  const [loose] = await sql`select count(*)::int as n from orders o where not exists
    (select 1 from order_lines l where l.order_id = o.id) or not exists
    (select 1 from order_events e where e.order_id = o.id)`;
  const [top] = await sql`select max(number)::int as n from orders`;
  const keys = await sql`select distinct storage_key as key from product_images`;
  restoredFacts = {
    looseOrders: Number(loose?.n),
    maxNumber: Number(top?.n),
    imageKeys: keys.map((k) => String(k.key)),
  };
}, 900_000);

afterAll(async () => {
  await shop?.stop();
  await sql?.end();
  await database?.drop();
  [...Object.values(dirs), scratch].forEach(removeDir);
});

describe('a backup taken while the shop works, restored into PGlite and PostgreSQL', () => {
  it('holds every table and image, and its orders agree with their lines and photos', async () => {
    expect(manifest.database).toBe('pglite');
    const rows = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    expect(rows.orders).toBeGreaterThanOrEqual(10);
    expect(rows.products).toBeGreaterThanOrEqual(80);
    // One transaction: no order without its lines and first event, no photo without its file.
    expect(restoredFacts.looseOrders).toBe(0);
    expect(manifest.images.missing).toEqual([]);
    const archived = new Set(manifest.images.files.map((f) => f.key));
    expect(restoredFacts.imageKeys.filter((k) => !archived.has(k))).toEqual([]);
    expect(restoredFacts.maxNumber).toBe(lastNumber);
  });

  it('restores every row and image exactly, on both databases', () => {
    for (const copy of [restored.pglite!, restored.postgres!]) {
      expect(tableDigest(copy)).toEqual(tableDigest(manifest));
      expect(imageDigest(copy)).toEqual(imageDigest(manifest));
    }
    expect(pgCounts).toEqual(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])));
    for (const image of manifest.images.files) {
      for (const dir of [dirs.a, dirs.b, dirs.c]) {
        const bytes = readFileSync(path.join(uploads(dir), image.key));
        expect(sha256(bytes), `${dir} ${image.key}`).toBe(image.sha256);
      }
    }
  });

  it('lets the restored shops number the next order right after the last one', async () => {
    const servers = await Promise.all([
      startTestServer({ DATA_DIR: dirs.b, BACKUPS: 'false' }),
      startTestServer({ ...pgEnv(), BACKUPS: 'false' }),
    ]);
    try {
      for (const server of servers) {
        const placed = await api(server.url, '/api/orders/', {
          method: 'POST',
          json: {
            name: 'Ravi',
            fulfilment: 'pickup',
            lines: [{ product_id: productIds[0], qty: 1 }],
          },
        });
        expect(placed.status).toBe(201);
        expect(Number(String(placed.body.number).split('-')[1])).toBe(lastNumber + 1);
      }
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
});

describe('a backup on PostgreSQL', () => {
  it('is one consistent snapshot while orders and edits go on (REPEATABLE READ)', async () => {
    const server = await startTestServer({ ...pgEnv(), BACKUPS: 'false' });
    try {
      const photo = await sharp({
        create: { width: 200, height: 200, channels: 3, background: '#884422' },
      })
        .jpeg()
        .toBuffer();
      const load = lightLoad(server.url, await adminToken(server.url), productIds, photo);
      while (load.orders() < 5) await new Promise((r) => setTimeout(r, 100));
      const backup = await runCli('backup', [], pgEnv());
      await load.stop();
      expect(backup.code, backup.stderr).toBe(0);
      expect(load.failures).toEqual([]);
      const taken = await readManifest(backup.last);
      expect(taken.database).toBe('postgres');
      const entries = await archiveEntries(backup.last);
      const column = (table: string, name: string) => {
        const entry = taken.tables.find((t) => t.name === table)!;
        const at = entry.columns.indexOf(name);
        const text = entries.find((e) => e.name === entry.file)!.data.toString('utf8');
        return text
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t')[at]!);
      };
      const orderIds = column('orders', 'id');
      const withLines = new Set(column('order_lines', 'order_id'));
      const withEvents = new Set(column('order_events', 'order_id'));
      expect(orderIds.filter((id) => !withLines.has(id) || !withEvents.has(id))).toEqual([]);
      const numbers = column('orders', 'number').map(Number);
      const names = column('counters', 'name');
      const counter = Number(column('counters', 'value')[names.indexOf('order')]);
      expect(counter).toBe(Math.max(...numbers));
      expect(numbers.length).toBe(new Set(numbers).size);
    } finally {
      await server.stop();
    }
  });
});

describe.concurrent('a restore refuses, names the problem and changes nothing', () => {
  const refused = async (from: string, env: Record<string, string>) => {
    const result = await runCli('restore', [from], env);
    expect(result.code).toBe(1);
    return result.stderr;
  };

  it('a truncated file', async () => {
    const short = path.join(scratch, 'short.tar.gz');
    const bytes = readFileSync(file);
    writeFileSync(short, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = path.join(scratch, 'never-a');
    expect(await refused(short, { DATA_DIR: target })).toContain('is truncated');
    expect(existsSync(target)).toBe(false);
  });

  it('a file with one byte flipped', async () => {
    const flipped = path.join(scratch, 'flipped.tar.gz');
    const bytes = Buffer.from(readFileSync(file));
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(flipped, bytes);
    const target = path.join(scratch, 'never-b');
    expect(await refused(flipped, { DATA_DIR: target })).toMatch(/is damaged|is truncated/);
    expect(existsSync(target)).toBe(false);
  });

  it('a file from a newer version of the shop', async () => {
    const newer = path.join(scratch, 'newer.tar.gz');
    await withManifest(file, newer, (m) => ({
      ...m,
      migrations: [...m.migrations, '0099_future'],
    }));
    const target = path.join(scratch, 'never-c');
    expect(await refused(newer, { DATA_DIR: target })).toMatch(
      /made by a newer version of the shop \(database level \d+, this version knows \d+\)/,
    );
    expect(existsSync(target)).toBe(false);
  });

  it('a target that holds data, unless --force (which says what it replaces)', async () => {
    const before = await sql`select count(*)::int as n from orders`;
    const stderr = await refused(file, pgEnv());
    expect(stderr).toMatch(/is not empty: it holds .*orders \d+.*images/);
    expect(await sql`select count(*)::int as n from orders`).toEqual(before);
    const forced = await runCli('restore', [file, '--force'], { DATA_DIR: dirs.b });
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/--force: replacing everything in PGlite in .*: .*orders \d+/);
  });
});

describe('a server killed in the middle of a backup', () => {
  it('leaves the last good backup listed and no half-written file that looks good', async () => {
    const folder = path.join(dirs.a, 'backups');
    const before = goodBackups(dirs.a);
    expect(before.length).toBeGreaterThan(0);
    const partial = new Promise<void>((resolve) => {
      const watcher = watch(folder, (_, name) => {
        if (!String(name).startsWith('.partial-')) return;
        watcher.close();
        resolve();
      });
    });
    const admin = await adminToken(shop.url);
    const asked = api(shop.url, '/admin-save/backups', { method: 'POST', token: admin }).catch(
      () => null,
    );
    const first = await Promise.race([partial.then(() => 'writing'), asked.then(() => 'answered')]);
    expect(first).toBe('writing');
    shop.child.kill('SIGKILL');
    await Promise.all([shop.stop(), asked]);
    // Killed while writing: the half-written file carries the partial name, never a good one.
    expect(readdirSync(folder).some((n) => n.startsWith('.partial-'))).toBe(true);
    expect(goodBackups(dirs.a)).toEqual(before);

    shop = await startTestServer({ DATA_DIR: dirs.a, BACKUPS: 'false' });
    const listed = await api(shop.url, '/admin-save/backups', {
      token: await adminToken(shop.url),
    });
    expect(listed.body.backups.map((b: { name: string }) => b.name).sort()).toEqual(
      [...before].sort(),
    );
    // The dead run's leftovers are gone once the server is back.
    expect(readdirSync(folder).filter((n) => n.startsWith('.'))).toEqual([]);
    expect(readdirSync(dirs.a).filter((n) => n.startsWith('.backup-work-'))).toEqual([]);
  });
});
