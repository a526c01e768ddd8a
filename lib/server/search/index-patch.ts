import 'server-only';
import { rememberedCanonical } from './index-words';
import {
  facetOnly,
  isColourWord,
  isLettersOnly,
  kindOf,
  productWords,
  spellingOver,
  synonymsOf,
  textKey,
  type CatalogueIndex,
  type IndexEntry,
  type Posting,
  type ProductWords,
  type SynonymRule,
} from './catalogue-index';

// The index after a write, from the index before it and the products the write changed: only
// those products' words are read and only the postings of their words touched, where a build
// (catalogue-index.ts) would read every product and put every posting together again. It gives
// exactly the index a build of the same catalogue gives (tests/unit/search-patch.test.ts). The
// index before is left as it was: requests still listing from it see no change under them.

/** Position of `doc` in ascending `docs` (or where it would go). */
function positionOf(docs: number[], doc: number): number {
  let low = 0;
  let high = docs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (docs[middle]! < doc) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The position of product `id` in `products` (in id order). */
function docOf(products: CatalogueIndex['products'], id: number): number {
  let low = 0;
  let high = products.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = products[middle]!.id;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  throw new Error(`product ${id} is not in the index`);
}

/** `posting` with each product at its new position (`newDoc`; -1: gone, left out). */
function renumbered(posting: Posting, newDoc: Int32Array): Posting {
  const docs: number[] = [];
  const fields: number[] = [];
  let facet = 0;
  for (let i = 0; i < posting.docs.length; i++) {
    const doc = newDoc[posting.docs[i]!]!;
    if (doc < 0) continue;
    docs.push(doc);
    fields.push(posting.fields[i]!);
    if (facetOnly(posting.fields[i]!)) facet += 1;
  }
  return { docs, fields, facetOnly: facet };
}

/**
 * The index with the products `changed` names replaced by `entries` (their rows as they are now;
 * an id with no entry was deleted) and the shop's synonyms as `rules` now are.
 */
export function patchIndex(
  before: CatalogueIndex,
  changed: ReadonlySet<number>,
  entries: IndexEntry[],
  rules: SynonymRule[],
): CatalogueIndex {
  const now = new Map(entries.map((e) => [e.product.id, e]));
  // The products in id order: the unchanged kept, the changed replaced or gone, the new put in.
  const products: CatalogueIndex['products'] = [];
  const kindHeads: string[] = [];
  const kindKeys: string[] = [];
  const newDoc = new Int32Array(before.products.length).fill(-1);
  const added = [...now.values()]
    .filter((e) => !before.wordsById.has(e.product.id))
    .sort((a, b) => a.product.id - b.product.id);
  let next = 0;
  const put = (entry: IndexEntry) => {
    const kind = kindOf(entry.text.sub);
    products.push(entry.product);
    kindHeads.push(kind.head);
    kindKeys.push(kind.key);
  };
  before.products.forEach((product, doc) => {
    while (next < added.length && added[next]!.product.id < product.id) put(added[next++]!);
    if (!changed.has(product.id)) {
      newDoc[doc] = products.length;
      products.push(product);
      kindHeads.push(before.kindHeads[doc]!);
      kindKeys.push(before.kindKeys[doc]!);
      return;
    }
    const entry = now.get(product.id);
    if (!entry) return;
    newDoc[doc] = products.length;
    put(entry);
  });
  while (next < added.length) put(added[next++]!);

  // Words: those of products whose text changed (or that came or went) leave or join postings.
  const canonicalOf = rememberedCanonical();
  const wordsById = new Map(before.wordsById);
  const leaving: { doc: number; words: ProductWords }[] = [];
  const joining: { doc: number; words: ProductWords }[] = [];
  for (const id of changed) {
    const entry = now.get(id);
    const old = before.wordsById.get(id);
    const key = entry && textKey(entry.text);
    if (old && key === old.key) continue;
    if (old) leaving.push({ doc: docOf(before.products, id), words: old });
    if (!entry) {
      wordsById.delete(id);
      continue;
    }
    const words = productWords(entry.text, key!, canonicalOf);
    wordsById.set(id, words);
    joining.push({ doc: docOf(products, id), words });
  }

  const postings = new Map(before.postings);
  const touched = new Set<string>();
  /** The posting of `word` to change: copied the first time, so `before` keeps its own. */
  const own = (word: string): Posting | undefined => {
    const kept = postings.get(word);
    if (!kept || touched.has(word)) return kept;
    const copy = { docs: [...kept.docs], fields: [...kept.fields], facetOnly: kept.facetOnly };
    postings.set(word, copy);
    touched.add(word);
    return copy;
  };
  for (const { doc, words } of leaving)
    words.words.forEach((word, i) => {
      const posting = own(word)!;
      const at = positionOf(posting.docs, doc);
      if (posting.docs[at] !== doc) throw new Error(`the index lost "${word}" of doc ${doc}`);
      posting.docs.splice(at, 1);
      posting.fields.splice(at, 1);
      if (facetOnly(words.fields[i]!)) posting.facetOnly -= 1;
    });
  // Products came or went before others: every posting's positions move with them.
  if (newDoc.some((doc, old) => doc !== old))
    for (const [word, posting] of postings) postings.set(word, renumbered(posting, newDoc));
  for (const { doc, words } of joining)
    words.words.forEach((word, i) => {
      let posting = own(word);
      if (!posting) {
        postings.set(word, (posting = { docs: [], fields: [], facetOnly: 0 }));
        touched.add(word);
      }
      const at = positionOf(posting.docs, doc);
      posting.docs.splice(at, 0, doc);
      posting.fields.splice(at, 0, words.fields[i]!);
      if (facetOnly(words.fields[i]!)) posting.facetOnly += 1;
    });

  // What depends on each touched word alone: its place by length and whether it is a colour.
  const colourWords = new Set(before.colourWords);
  const byLength = new Map(before.byLength);
  const copied = new Set<number>();
  for (const word of touched) {
    const posting = postings.get(word)!;
    const gone = posting.docs.length === 0;
    if (gone) postings.delete(word);
    if (!gone && isColourWord(word, posting)) colourWords.add(word);
    else colourWords.delete(word);
    if (!isLettersOnly(word)) continue;
    const listed = before.postings.has(word);
    if (listed === !gone) continue;
    const length = word.length;
    const kept = byLength.get(length) ?? [];
    const list = copied.has(length) ? kept : [...kept];
    copied.add(length);
    if (gone) list.splice(list.indexOf(word), 1);
    else list.push(word);
    if (list.length) byLength.set(length, list);
    else byLength.delete(length);
  }
  return {
    products,
    kindHeads,
    kindKeys,
    colourWords,
    postings,
    spelling: spellingOver(wordsById),
    byLength,
    synonyms: synonymsOf(rules),
    wordsById,
  };
}
