import 'server-only';
import type { CatalogueIndex } from './catalogue-index';
import { FIELD, fieldWeight } from './index-fields';
import type { Alternative, Slot } from './query-plan';

// Which products meet a query's slots (query-plan.ts) and in what order.
//
// A slot is required when it names what a product is (its words are mostly in names, kinds,
// models, descriptions); colour, material, brand and audience words ("maroon", "linen", "boys")
// only rank. Products meeting every required slot are the answer; when none does, those meeting
// the most (a query is never answered with nothing while part of it matches). The answer is in
// two parts: exact matches (of the kind the query names, when it names one, and meeting each
// required word outside the description), then the loosely related rest (another kind, or a word
// met only in the description). Within each: products of the kind named first ("kurta" puts the
// Kurthas before the Kurta Set), then in stock before sold out, then by score (name and kind count
// more than description; exact words more than typos), then newest. Scores live in arrays as long
// as the catalogue, one pass over each posting list.

export interface Ranked {
  /** Product positions in the index, best first. */
  docs: number[];
  /** Those found through their kind (sub category). */
  byKind: Set<number>;
  /** Whether every required slot was met (false: the best partial matches). */
  complete: boolean;
  /**
   * How many of `docs`, from the first, are exact matches; the rest are loosely related. All of
   * them when the answer is partial (that is said otherwise) or nothing was searched.
   */
  exact: number;
}

/**
 * A score per product (0: not met), whether it was met through its kind, whether outside the
 * description (strong), and which were met.
 */
interface Scores {
  score: Float32Array;
  kind: Uint8Array;
  strong: Uint8Array;
  docs: number[];
}

function emptyScores(size: number): Scores {
  return {
    score: new Float32Array(size),
    kind: new Uint8Array(size),
    strong: new Uint8Array(size),
    docs: [],
  };
}

/** The best score of each product for one typed word's matching words. */
function wordScores(index: CatalogueIndex, matches: Alternative['words'][number]): Scores {
  const out = emptyScores(index.products.length);
  for (const { term, quality } of matches) {
    const posting = index.postings.get(term);
    if (!posting) continue;
    const kindMatch = quality >= 0.6;
    for (let i = 0; i < posting.docs.length; i++) {
      const doc = posting.docs[i]!;
      const fields = posting.fields[i]!;
      const score = quality * fieldWeight(fields);
      if (out.score[doc] === 0) out.docs.push(doc);
      if (score > out.score[doc]!) out.score[doc] = score;
      if (fields & ~FIELD.description) out.strong[doc] = 1;
      if (kindMatch && fields & FIELD.sub && index.kindHeads[doc] === term) out.kind[doc] = 1;
    }
  }
  return out;
}

/** A slot's scores: the best of its alternatives, each met when all of its words are. */
function slotScores(index: CatalogueIndex, slot: Slot): Scores {
  const out = emptyScores(index.products.length);
  for (const alternative of slot.alternatives) {
    const perWord = alternative.words.map((matches) => wordScores(index, matches));
    if (perWord.length === 0 || perWord.some((w) => w.docs.length === 0)) continue;
    const smallest = perWord.reduce((a, b) => (a.docs.length <= b.docs.length ? a : b));
    for (const doc of smallest.docs) {
      let sum = 0;
      let kind = 0;
      let strong = 1;
      for (const word of perWord) {
        if (word.score[doc] === 0) {
          sum = -1;
          break;
        }
        sum += word.score[doc]!;
        kind |= word.kind[doc]!;
        strong &= word.strong[doc]!;
      }
      if (sum < 0) continue;
      const score = (alternative.weight * sum) / perWord.length;
      if (out.score[doc] === 0) out.docs.push(doc);
      if (score > out.score[doc]!) out.score[doc] = score;
      out.kind[doc] = out.kind[doc]! | kind;
      out.strong[doc] = out.strong[doc]! | strong;
    }
  }
  return out;
}

/** A slot only ranks when the words it matched are mostly colour, material, brand or audience. */
function describesOnly(index: CatalogueIndex, slot: Slot): boolean {
  let facet = 0;
  let all = 0;
  for (const alternative of slot.alternatives)
    for (const matches of alternative.words)
      for (const { term } of matches) {
        const posting = index.postings.get(term);
        if (!posting) continue;
        facet += posting.facetOnly;
        all += posting.docs.length;
      }
  return all > 0 && facet * 2 > all;
}

/**
 * The products meeting `slots`, best first, among `allowed` (positions a listing's base and
 * filters admit). No slots: every allowed product, in the order given.
 */
export function rankProducts(index: CatalogueIndex, slots: Slot[], allowed: number[]): Ranked {
  const { products } = index;
  if (slots.length === 0)
    return { docs: allowed, byKind: new Set(), complete: true, exact: allowed.length };
  const size = products.length;
  const admitted = new Uint8Array(size);
  for (const doc of allowed) admitted[doc] = 1;
  const all = slots.map((slot) => ({
    scores: slotScores(index, slot),
    ranks: describesOnly(index, slot),
  }));
  const required = all.some((s) => !s.ranks) ? all.filter((s) => !s.ranks) : all;
  const optional = required === all ? [] : all.filter((s) => s.ranks);
  const count = new Uint8Array(size);
  const total = new Float32Array(size);
  const kind = new Uint8Array(size);
  const strong = new Uint8Array(size);
  const touched: number[] = [];
  for (const { scores } of required)
    for (const doc of scores.docs) {
      if (!admitted[doc]) continue;
      if (count[doc] === 0) touched.push(doc);
      count[doc] = count[doc]! + 1;
      total[doc] = total[doc]! + scores.score[doc]!;
      kind[doc] = kind[doc]! | scores.kind[doc]!;
      strong[doc] = strong[doc]! + scores.strong[doc]!;
    }
  let best = 0;
  for (const doc of touched) if (count[doc]! > best) best = count[doc]!;
  const kept = touched.filter((doc) => count[doc] === best);
  for (const { scores } of optional)
    for (const doc of kept) total[doc] = total[doc]! + scores.score[doc]! * 0.5;
  const complete = best === required.length;
  // Exact: of the kind named (when one is), each required word met outside the description.
  const kindNamed = kept.some((doc) => kind[doc]);
  const exact = new Uint8Array(size);
  for (const doc of kept)
    exact[doc] = Number(!complete || ((!kindNamed || kind[doc] === 1) && strong[doc] === best));
  kept.sort((a, b) => {
    const pa = products[a]!;
    const pb = products[b]!;
    return (
      exact[b]! - exact[a]! ||
      kind[b]! - kind[a]! ||
      Number(pb.inStock) - Number(pa.inStock) ||
      total[b]! - total[a]! ||
      pb.createdAt - pa.createdAt ||
      pb.id - pa.id
    );
  });
  return {
    docs: kept,
    byKind: new Set(kept.filter((doc) => kind[doc])),
    complete,
    exact: kept.filter((doc) => exact[doc]).length,
  };
}
