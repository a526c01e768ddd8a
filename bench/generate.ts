// Fills a database with N generated products (2 images each, drawn from a small pool of real
// stored JPEGs) for the benchmark. Run with the server stopped (PGlite is single-process).
import '../scripts/cli-env';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { connect, disconnect } from '@/db';
import { garmentSvg, artKindFor } from '@/db/seed/art';
import { COLOURS } from '@/db/seed/catalogue';
import { MAIN_CATEGORIES } from '@/lib/shared/categories';
import { readEnv } from '@/lib/server/infra/env-core';
import { storageFor } from '@/lib/server/infra/storage';

const count = Number(process.argv[2] ?? 1000);
const env = readEnv(process.env);
const conn = await connect(env);
await conn.migrate();
const db = conn.db;

const pairs = MAIN_CATEGORIES.flatMap((m) => m.subs.map((s) => [m.value, s] as const));
const colours = Object.entries(COLOURS);
const storage = storageFor(env);
const pool: string[] = [];
for (let i = 0; i < 12; i++) {
  const [main, sub] = pairs[(i * 7) % pairs.length]!;
  const [, hex] = colours[i % colours.length]!;
  const svg = garmentSvg({
    kind: artKindFor(main, sub),
    color: hex,
    accent: '#c8902e',
    pattern: 'plain',
    view: 0,
  });
  pool.push(
    await storage.save(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), {
      contentType: 'image/jpeg',
      extension: 'jpg',
    }),
  );
}

const started = Date.now();
await db.execute(sql`delete from products`);
const batch = 1000;
for (let offset = 0; offset < count; offset += batch) {
  const n = Math.min(batch, count - offset);
  const values = Array.from({ length: n }, (_, k) => {
    const i = offset + k;
    const [main, sub] = pairs[i % pairs.length]!;
    const [colour] = colours[i % colours.length]!;
    return sql`(${`${colour} ${sub} ${i + 1}`}, ${(199 + ((i * 37) % 9800)).toFixed(2)}, ${`Brand ${i % 40}`}, 'Cotton', ${`M-${i}`}, ${i % 101}, ${colour}, 'S,M,L', '', '300 g', ${`Generated product ${i + 1} for benchmarks: a ${colour.toLowerCase()} ${sub.toLowerCase()} in breathable cotton.`}, ${main}, ${sub}, true, ${i % 50}, now() - make_interval(mins => ${i}))`;
  });
  await db.execute(
    sql`insert into products (name, price, brand, material, model_name, cotton_percentage, color, size, footwear_size, weight, description, main_category, sub_category, available, stock, created_at) values ${sql.join(values, sql`, `)}`,
  );
}
await db.execute(sql`
  insert into product_images (product_id, storage_key, width, height, position)
  select p.id, (${sql.raw(`array[${pool.map((k) => `'${k}'`).join(',')}]`)})[1 + (p.id + g) % ${pool.length}], 960, 1200, g
  from products p cross join generate_series(0, 1) g`);
await db.execute(
  sql`insert into app_meta (key, value) values ('demo_seeded_at', 'bench') on conflict (key) do update set value = 'bench'`,
);
console.log(`generated ${count} products in ${Date.now() - started} ms`);
await disconnect();
