// The catalogue import is all or nothing even when the database refuses a write halfway through
// the apply: a trigger (standing in for any failure only the database sees, such as a constraint
// added later or a lost connection) refuses one product after hundreds of rows were already
// written in the same transaction, and afterwards the catalogue is exactly as before. Runs the
// data layer in this process on a database of its own, PGlite or PostgreSQL like the rest of
// the API suite (TEST_DB).
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../support/postgres';
import { removeDir, tempDataDir } from '../support/test-server';

vi.mock('next/cache', () => ({
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
  unstable_cache: (fn: unknown) => fn,
}));

const ADMIN = { id: 1, username: 'owner', isSuperuser: true };
const EXPLODES = 'Explodes at write time';
const dataDir = tempDataDir('csv-rollback');
const postgres = process.env.TEST_DB === 'postgres' ? await createTestDatabase('csvtx') : null;
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = postgres?.url ?? '';

const { database } = await import('@/lib/server/infra/db');
const { disconnect } = await import('@/db');
const { applyCatalogueCsv, exportCatalogueCsv, previewCatalogueCsv } =
  await import('@/lib/server/catalogue-csv');
const { createProduct } = await import('@/lib/server/products/mutations');

async function catalogue(): Promise<{ count: number; prices: string[]; names: string[] }> {
  const db = await database();
  const rows = (await db.execute(
    sql`select name, price::text as price from products order by id`,
  )) as unknown;
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    name: string;
    price: string;
  }[];
  return { count: list.length, prices: list.map((r) => r.price), names: list.map((r) => r.name) };
}

/** An error's message and its causes' (Drizzle wraps the driver's error). */
function messages(error: unknown): string[] {
  const out: string[] = [];
  for (let e = error; e instanceof Error; e = e.cause) out.push(e.message);
  return out;
}

/** The export with every price raised by 1, one product renamed to EXPLODES, and 1,200 new rows. */
async function editedFile(): Promise<Uint8Array> {
  const [header = [], ...rows] = parse(await exportCatalogueCsv(ADMIN, 'http://shop.test'), {
    bom: true,
  }) as string[][];
  const col = (name: string) => header.indexOf(name);
  const edited = rows.map((row, i) => {
    const copy = [...row];
    copy[col('price')] = String(Number(row[col('price')]) + 1);
    if (i === rows.length - 1) copy[col('name')] = EXPLODES;
    return copy;
  });
  const created = Array.from({ length: 1200 }, (_, i) => {
    const copy = [...rows[0]!];
    copy[col('id')] = '';
    copy[col('name')] = `Bulk shirt ${i}`;
    return copy;
  });
  return new TextEncoder().encode(stringify([header, ...edited, ...created]));
}

beforeAll(async () => {
  // The admin is a real account: the stock ledger names who made each change.
  await (
    await database()
  ).execute(
    sql`insert into users (id, username, password_hash, is_superuser) values (${ADMIN.id}, ${ADMIN.username}, 'not-a-login', true) on conflict do nothing`,
  );
  for (let i = 0; i < 3; i++) {
    await createProduct(ADMIN, {
      name: `Stored shirt ${i}`,
      price: '100.00',
      main_category: 'mens',
      sub_category: 'Shirt',
      brand: '',
      material: '',
      model_name: '',
      cotton_percentage: null,
      color: '',
      size: ['S', 'M'],
      footwear_size: [],
      weight: '',
      description: '',
      available: true,
      size_stock: { S: 1, M: 2 },
    });
  }
  const db = await database();
  await db.execute(sql`
    create function refuse_exploding_product() returns trigger language plpgsql as $$
    begin
      if new.name = ${sql.raw(`'${EXPLODES}'`)} then
        raise exception 'simulated failure at write time';
      end if;
      return new;
    end $$`);
  await db.execute(sql`
    create trigger refuse_exploding_product before insert or update on products
    for each row execute function refuse_exploding_product()`);
});

afterAll(async () => {
  await disconnect();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('shop.db.ready')];
  await postgres?.drop();
  removeDir(dataDir);
});

describe('an apply that fails at write time', () => {
  it('leaves nothing written: no new product, no changed price', async () => {
    const before = await catalogue();
    const bytes = await editedFile();
    const preview = await previewCatalogueCsv(ADMIN, bytes);
    expect(preview).toMatchObject({ creates: 1200, updates: 3, errorCount: 0 });
    // The 1,200 new rows are inserted (two statements) before the updates reach the trigger.
    const failure = await applyCatalogueCsv(ADMIN, bytes, preview.plan!).catch((e: unknown) => e);
    expect(messages(failure)).toContain('simulated failure at write time');
    expect(await catalogue()).toEqual(before);
  });

  it('writes everything once the database accepts it (the same file, trigger gone)', async () => {
    const db = await database();
    await db.execute(sql`drop trigger refuse_exploding_product on products`);
    const before = await catalogue();
    const bytes = await editedFile();
    const preview = await previewCatalogueCsv(ADMIN, bytes);
    const applied = await applyCatalogueCsv(ADMIN, bytes, preview.plan!);
    expect(applied).toMatchObject({ created: 1200, updated: 3 });
    const after = await catalogue();
    expect(after.count).toBe(before.count + 1200);
    expect(after.prices.slice(0, 3)).toEqual(before.prices.map((p) => (Number(p) + 1).toFixed(2)));
    expect(after.names).toContain(EXPLODES);
  });
});
