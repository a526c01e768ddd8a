// Adds N large photos (1200 × 1200 JPEGs of noise, ~1 MB each, as a camera's detail compresses)
// to the generated catalogue, one more photo for each of the first N products, so the backup
// bench has a file big enough to show that its download streams. Run with the server stopped.
import '../scripts/cli-env';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { connect, disconnect } from '@/db';
import { readEnv } from '@/lib/server/infra/env-core';
import { uploadsDir } from '@/lib/server/infra/storage';

const count = Number(process.argv[2] ?? 200);
const env = readEnv(process.env);
const conn = await connect(env);
await conn.migrate();
const photo = await sharp({
  create: {
    width: 1200,
    height: 1200,
    channels: 3,
    background: '#777777',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 82 })
  .toBuffer();
const dir = uploadsDir(env.DATA_DIR);
mkdirSync(dir, { recursive: true });
const keys = Array.from({ length: count }, () => `${randomUUID()}.jpg`);
// The same pixels under each name: gzip's 32 KB window cannot see that, so each costs its size.
for (const key of keys) writeFileSync(path.join(dir, key), photo);
await conn.db.execute(sql`
  insert into product_images (product_id, storage_key, width, height, position)
  select p.id, k.key, 1200, 1200, 2
  from (select id, row_number() over (order by id) as n from products) p
  join (select key, row_number() over () as n
        from json_array_elements_text(${JSON.stringify(keys)}::json) as key) k on k.n = p.n`);
console.log(`added ${count} photos of ${(photo.byteLength / 1024).toFixed(0)} KB`);
await disconnect();
