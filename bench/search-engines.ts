// `DATA_DIR=… [DATABASE_URL=…] tsx --conditions=react-server bench/search-engines.ts`, on a
// database filled by bench/generate.ts: the measurement behind the choice of search engine
// (docs/decisions.md, "Search"), in one process, no HTTP. Times, over the same typed queries:
//  - fts: the search before this one (the products' tsvector, prefix words ANDed, a page + count);
//  - trgm: the PostgreSQL road the issue named, pg_trgm's word similarity over the product text
//    with a trigram GIN index (each word must be similar, ranked by similarity, a page + count),
//    and which of the typo queries it finds anything for;
//  - index: this engine, in memory: the catalogue read and the index built (what the first search
//    after a write pays), then each query answered from it.
// It leaves the database as it found it (the trigram index it makes is dropped).
import '../scripts/cli-env';
import { loadavg } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { readEnv } from '@/lib/server/infra/env-core';
import { rowsOf } from '@/lib/server/infra/db';

const QUERIES = [
  'shirt',
  'shrit',
  'navy blue shirt',
  'jeens',
  'sunglases',
  'kurtha',
  'sherwaani',
  'jodpuri',
  'watch',
  'cotton pant',
  'maroon',
  'brand 12',
  'perfume',
  'tshirt',
  'co ords',
];
const TYPOS = ['shrit', 'jeens', 'sunglases', 'sherwaani', 'kurtha', 'jodpuri'];
const ROUNDS = 5;

type Exec = (query: SQL) => Promise<unknown>;

function percentile(times: number[], p: number): string {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);
}

async function timeEach(label: string, run: (q: string) => Promise<unknown> | unknown) {
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++)
    for (const q of QUERIES) {
      const started = performance.now();
      await run(q);
      times.push(performance.now() - started);
    }
  console.log(`${label}: p50 ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms`);
}

const prefixWords = (q: string) =>
  q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((t) => `${t}:*`)
    .join(' & ');
const doc = sql`lower(name || ' ' || sub_category || ' ' || brand || ' ' || color || ' ' || material || ' ' || description)`;

async function sqlEngines(exec: Exec) {
  await timeEach('fts (the search before)', async (q) => {
    const tsquery = sql`to_tsquery('simple', ${prefixWords(q)})`;
    await exec(
      sql`select id from products where search_vector @@ ${tsquery} order by created_at desc, id desc limit 48`,
    );
    await exec(sql`select count(*) from products where search_vector @@ ${tsquery}`);
  });
  await exec(sql`create extension if not exists pg_trgm`);
  await exec(
    sql`create index if not exists bench_trgm on products using gin (${doc} gin_trgm_ops)`,
  );
  const trgmWhere = (q: string) =>
    sql.join(
      q
        .toLowerCase()
        .split(/\s+/)
        .map((w) => sql`${w} <% ${doc}`),
      sql` and `,
    );
  const found: string[] = [];
  await timeEach('trgm (pg_trgm word similarity)', async (q) => {
    const score = sql.join(
      q
        .toLowerCase()
        .split(/\s+/)
        .map((w) => sql`word_similarity(${w}, ${doc})`),
      sql` + `,
    );
    const rows = rowsOf(
      await exec(
        sql`select id, ${score} as s from products where ${trgmWhere(q)} order by s desc, id desc limit 48`,
      ),
    );
    await exec(sql`select count(*) from products where ${trgmWhere(q)}`);
    if (TYPOS.includes(q) && rows.length && !found.includes(q)) found.push(q);
  });
  console.log(
    `trgm finds something for ${found.length} of ${TYPOS.length} typos: ${found.join(', ') || 'none'}`,
  );
  await exec(sql`drop index bench_trgm`);
}

async function indexEngine() {
  const { catalogueIndex } = await import('@/lib/server/search/index-source');
  const { bumpCatalogueVersion } = await import('@/lib/server/infra/catalogue-version');
  const { listFromIndex } = await import('@/lib/server/search/listing');
  const builds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    bumpCatalogueVersion();
    const started = performance.now();
    await catalogueIndex();
    builds.push(performance.now() - started);
  }
  console.log(
    `index: read and build p50 ${percentile(builds, 0.5)} ms, max ${percentile(builds, 1)} ms`,
  );
  const index = await catalogueIndex();
  await timeEach('index (this engine, from memory)', (q) =>
    listFromIndex(index, { base: { search: q }, limit: 48 }),
  );
  const missed = TYPOS.filter((q) => listFromIndex(index, { base: { search: q } }).total === 0);
  console.log(`index finds something for ${TYPOS.length - missed.length} of ${TYPOS.length} typos`);
}

const env = readEnv(process.env);
console.log(
  `${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
if (env.DATABASE_URL) {
  const { connect, disconnect } = await import('@/db');
  const { db } = await connect(env);
  await sqlEngines((q) => db.execute(q));
  await indexEngine();
  await disconnect();
} else {
  // PGlite loads pg_trgm only when the database is opened with it: a client of its own first.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(`${env.DATA_DIR}/pglite`, { extensions: { pg_trgm } });
  const db = drizzle({ client });
  await sqlEngines((q) => db.execute(q));
  await client.close();
  await indexEngine();
  const { disconnect } = await import('@/db');
  await disconnect();
}
