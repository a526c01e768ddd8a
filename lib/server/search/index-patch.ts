import 'server-only';
import { rememberedCanonical } from './index-words';
import {
  facetOnly,
  isColourWord,
  isLettersOnly,
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
import { docOf, placeProducts } from './index-places';

// The index after a write, from the index before it and the products the write changed: only
// those products' words are read, and only the postings of the words they gained or lost are
// touched, where a build (catalogue-index.ts) reads every product and puts every posting together
// again. It gives exactly the index a build of the same catalogue gives
// (tests/unit/search-patch.test.ts). The index before is left as it was, shared where unchanged:
// requests still listing from it see no change under them.

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

/** A product's words as fields by word. */
const fieldsByWord = (words?: ProductWords) =>
  new Map(words?.words.map((word, i) => [word, words.fields[i]!]));

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
  const { products, kindHeads, kindKeys, newDoc } = placeProducts(before, changed, now);

  // Words: only products whose text changed, came or went change any.
  const canonicalOf = rememberedCanonical();
  const edits: { id: number; old?: ProductWords; words: ProductWords }[] = [];
  const dropped: { id: number; old: ProductWords }[] = [];
  for (const id of changed) {
    const entry = now.get(id);
    const old = before.wordsById.get(id);
    const key = entry && textKey(entry.text);
    if (old && key === old.key) continue;
    if (entry) edits.push({ id, old, words: productWords(entry.text, key!, canonicalOf) });
    else if (old) dropped.push({ id, old });
  }
  const textChanged = edits.length > 0 || dropped.length > 0;
  const wordsById = textChanged ? new Map(before.wordsById) : before.wordsById;
  for (const { id, words } of edits) wordsById.set(id, words);
  for (const { id } of dropped) wordsById.delete(id);

  let postings = before.postings;
  const touched = new Set<string>();
  // Products moved: every posting's positions move with them (those of the deleted go), so every
  // posting is new and none needs copying again.
  if (newDoc) {
    postings = new Map([...postings].map(([word, posting]) => [word, renumbered(posting, newDoc)]));
    for (const { old } of dropped) for (const word of old.words) touched.add(word);
  }
  /** The posting of `word` to change: copied the first time, so `before` keeps its own. */
  const own = (word: string): Posting => {
    const kept = postings.get(word);
    if (kept && (newDoc || touched.has(word))) return kept;
    if (postings === before.postings) postings = new Map(postings);
    const copy = kept
      ? { docs: [...kept.docs], fields: [...kept.fields], facetOnly: kept.facetOnly }
      : { docs: [], fields: [], facetOnly: 0 };
    postings.set(word, copy);
    touched.add(word);
    return copy;
  };
  for (const { id, old, words } of edits) {
    const doc = docOf(products, id);
    const fieldsNow = fieldsByWord(words);
    const fieldsBefore = fieldsByWord(old);
    for (const [word, fields] of fieldsBefore) {
      if (fieldsNow.get(word) === fields) continue;
      const posting = own(word);
      touched.add(word);
      const at = positionOf(posting.docs, doc);
      if (posting.docs[at] !== doc) throw new Error(`the index lost "${word}" of doc ${doc}`);
      posting.docs.splice(at, 1);
      posting.fields.splice(at, 1);
      if (facetOnly(fields)) posting.facetOnly -= 1;
    }
    for (const [word, fields] of fieldsNow) {
      if (fieldsBefore.get(word) === fields) continue;
      const posting = own(word);
      touched.add(word);
      const at = positionOf(posting.docs, doc);
      posting.docs.splice(at, 0, doc);
      posting.fields.splice(at, 0, fields);
      if (facetOnly(fields)) posting.facetOnly += 1;
    }
  }

  // What depends on each touched word alone: its place by length and whether it is a colour.
  const colourWords = touched.size ? new Set(before.colourWords) : before.colourWords;
  const byLength = touched.size ? new Map(before.byLength) : before.byLength;
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
    spelling: textChanged ? spellingOver(wordsById) : before.spelling,
    byLength,
    synonyms: synonymsOf(rules),
    wordsById,
  };
}
