// The catalogue feeds' stages timed apart, in this process, on the catalogue the environment's
// database holds (bench/feeds.mjs fills one and runs this with BENCH_FEED_STAGES=1): the page
// reads, the mapping of products to feed groups, and each writer over groups already in memory.
// Each stage runs `runs` times; the best and the median are printed, in milliseconds.
import '../scripts/cli-env';
import { disconnect } from '@/db';
import { feedGroup, type FeedGroup } from '@/lib/server/feeds/feed-item';
import { googleFeedXml } from '@/lib/server/feeds/google-feed';
import { metaFeedCsv } from '@/lib/server/feeds/meta-feed';
import { CATALOGUE_PAGE_SIZE, queryProductsAfter } from '@/lib/server/products/catalogue-pages';
import type { Product } from '@/lib/shared/product';

const runs = Number(process.argv[2] ?? 5);
const context = { base: 'http://127.0.0.1:3000', shopName: 'Bench Shop' };

async function readAll(): Promise<Product[][]> {
  const pages: Product[][] = [];
  for (let afterId = 0; ;) {
    const page = await queryProductsAfter(afterId, CATALOGUE_PAGE_SIZE);
    if (page.length === 0) break;
    pages.push(page);
    if (page.length < CATALOGUE_PAGE_SIZE) break;
    afterId = page[page.length - 1]!.id;
  }
  return pages;
}

async function* replay(pages: FeedGroup[][]): AsyncGenerator<FeedGroup[]> {
  yield* pages;
}

/** Bytes of a writer's output, read to its end. */
async function drain(chunks: AsyncIterable<string | Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of chunks)
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
  return bytes;
}

async function timed<T>(name: string, stage: () => Promise<T> | T): Promise<T> {
  const times: number[] = [];
  let result!: T;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await stage();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(24)} best ${times[0]!.toFixed(0).padStart(5)} ms   median ${times[
      Math.floor(times.length / 2)
    ]!.toFixed(0).padStart(5)} ms`,
  );
  return result;
}

await readAll(); // opens and migrates the database
const products = await timed('read pages', readAll);
const groups = await timed('map to feed groups', () =>
  products.map((page) => page.map((product) => feedGroup(product, context))),
);
const channel = { title: 'Bench Shop', link: `${context.base}/`, description: 'Bench' };
const xmlBytes = await timed('write google xml', () =>
  drain(googleFeedXml(replay(groups), channel)),
);
const csvBytes = await timed('write meta csv', () => drain(metaFeedCsv(replay(groups))));
console.log(
  `${products.flat().length} products, ${groups.flat().reduce((n, g) => n + g.variants.length, 0)} items; xml ${(xmlBytes / 1e6).toFixed(1)} MB, csv ${(csvBytes / 1e6).toFixed(1)} MB`,
);
await disconnect();
