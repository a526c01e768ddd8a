import 'server-only';
import { catalogueChangesSince, catalogueVersionOrNew } from '@/lib/server/infra/catalogue-version';
import { keepEveryProductAhead } from '@/lib/server/products';
import { buildIndex, type CatalogueIndex, type SynonymRule } from './catalogue-index';
import { patchIndex } from './index-patch';
import { readDigest, readEntries, readStamps, readSynonyms, type StampedEntry } from './index-rows';

// The index for the current catalogue version, shared by every request until the next write
// (here or on another server, which the catalogue bus reports). The first search after start
// reads the whole catalogue and builds it; the first search after a write patches it for the
// products that changed: those the write named (catalogue-version.ts keeps them with the
// version), else those whose stamps moved (index-rows.ts: another server's write, psql, a script).
// Concurrent requests share one build or patch; one asked for while another runs starts from it.
// See docs/decisions.md, "Search".

/** An index, the catalogue version it is of, and what it was made from. */
interface Built {
  version: number;
  index: CatalogueIndex;
  /** Each product's stamp as read, to tell which products changed since, and their sum. */
  stamps: Map<number, bigint>;
  digest: bigint;
  rules: SynonymRule[];
}

const sumOf = (stamps: Iterable<bigint>) => {
  let sum = BigInt(0);
  for (const stamp of stamps) sum += stamp;
  return sum;
};

/** More changed products than this: reading and building everything costs less. */
const mostToPatch = (products: number) => Math.max(500, products / 5);

/** The whole catalogue read and built, reusing the words of products `last` had unchanged. */
async function build(last?: Built): Promise<Built> {
  const version = catalogueVersionOrNew();
  const [entries, rules] = await Promise.all([readEntries(), readSynonyms()]);
  const stamps = new Map(entries.map((e) => [e.product.id, e.stamp]));
  const index = buildIndex(entries, rules, last?.index.wordsById);
  return { version, index, stamps, digest: sumOf(stamps.values()), rules };
}

/** The products whose stamps differ from `stamps` (changed, new or deleted since). */
async function stampsMoved(stamps: Map<number, bigint>): Promise<Set<number>> {
  const now = await readStamps();
  const changed = new Set<number>();
  for (const [id, stamp] of now) if (stamps.get(id) !== stamp) changed.add(id);
  for (const id of stamps.keys()) if (!now.has(id)) changed.add(id);
  return changed;
}

/** The stamps and digest of `built` with the products `changed` names as `entries` read them. */
function restamped(built: Built, changed: Set<number>, entries: StampedEntry[]) {
  const stamps = new Map(built.stamps);
  let digest = built.digest;
  for (const id of changed) {
    digest -= stamps.get(id) ?? BigInt(0);
    stamps.delete(id);
  }
  for (const { product, stamp } of entries) {
    stamps.set(product.id, stamp);
    digest += stamp;
  }
  return { stamps, digest };
}

const sameRules = (a: SynonymRule[], b: SynonymRule[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `built` brought up to the current catalogue version: patched for the products writes named;
 * when something else may have changed too (a notice from the database, which also tells of this
 * server's own writes), the catalogue's digest says whether it did, and only then each product's
 * stamp which. Built again when that is cheaper.
 */
async function update(built: Built): Promise<Built> {
  const { version, products: named, unknown } = catalogueChangesSince(built.version);
  const most = mostToPatch(built.index.products.length);
  if (named.size > most) return build(built);
  const [digest, read, rules] = await Promise.all([
    unknown ? readDigest() : null,
    readEntries([...named]),
    readSynonyms(),
  ]);
  let changed = named;
  let entries = read;
  let stamped = restamped(built, named, entries);
  if (digest !== null && digest !== stamped.digest) {
    changed = new Set([...named, ...(await stampsMoved(built.stamps))]);
    if (changed.size > most) return build(built);
    entries = await readEntries([...changed]);
    stamped = restamped(built, changed, entries);
  }
  if (changed.size === 0 && sameRules(rules, built.rules)) return { ...built, version };
  const index = patchIndex(built.index, changed, entries, rules);
  return { version, index, ...stamped, rules };
}

const key = Symbol.for('shop.search.index');
type Holder = {
  [key]?: {
    /** The index of the catalogue version last asked for (being made, or made). */
    current?: { version: number; built: Promise<Built>; index: Promise<CatalogueIndex> };
    /** The last index made, for a build after a failed one to reuse its words. */
    last?: Built;
  };
};

/** The search index of the current catalogue version. */
export function catalogueIndex(): Promise<CatalogueIndex> {
  const held = ((globalThis as Holder)[key] ??= {});
  const version = catalogueVersionOrNew();
  if (held.current?.version === version) return held.current.index;
  const before = held.current?.built;
  const made = before ? before.then(update, () => build(held.last)) : build(held.last);
  const built: Promise<Built> = made.then(
    (done) => {
      keepEveryProductAhead();
      return (held.last = done);
    },
    (error: unknown) => {
      if (held.current === current) delete held.current;
      throw error;
    },
  );
  // A failure reaches the requests that wait for the index; the next one starts again.
  built.catch(() => {});
  const current = { version, built, index: built.then((done) => done.index) };
  held.current = current;
  return current.index;
}
