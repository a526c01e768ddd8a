import 'server-only';
import { FIELD, fieldWeight, type CatalogueIndex } from './catalogue-index';
import type { Alternative, Slot } from './query-plan';

// Which products meet a query's slots (query-plan.ts) and in what order.
//
// A slot is required when it names what a product is (its words are mostly in names, kinds,
// models, descriptions); colour, material, brand and audience words ("maroon", "linen", "boys")
// only rank. Products meeting every required slot are the answer; when none does, those meeting
// the most (a query is never answered with nothing while part of it matches). Order: products of
// the kind named first ("kurta" puts the Kurthas before the Kurta Set), then in stock before sold
// out, then by score (name and kind count more than description; exact words more than typos),
// then newest.

export interface Hit {
  doc: number;
  score: number;
  /** Met through the product's kind (its sub category). */
  kind: boolean;
}

export interface Ranked {
  /** Product positions in the index, best first. */
  docs: number[];
  /** Those found through their kind (sub category). */
  byKind: Set<number>;
  /** Whether every required slot was met (false: the best partial matches). */
  complete: boolean;
}

type HitMap = Map<number, { score: number; kind: boolean }>;

function wordHits(index: CatalogueIndex, matches: Alternative['words'][number]): HitMap {
  const hits: HitMap = new Map();
  for (const { term, quality } of matches) {
    const posting = index.postings.get(term);
    if (!posting) continue;
    for (let i = 0; i < posting.docs.length; i++) {
      const fields = posting.fields[i]!;
      const score = quality * fieldWeight(fields);
      const doc = posting.docs[i]!;
      const kind = (fields & FIELD.sub) !== 0 && quality >= 0.6 && index.kindHeads[doc] === term;
      const before = hits.get(doc);
      if (!before) hits.set(doc, { score, kind });
      else hits.set(doc, { score: Math.max(before.score, score), kind: before.kind || kind });
    }
  }
  return hits;
}

function slotHits(index: CatalogueIndex, slot: Slot): HitMap {
  const hits: HitMap = new Map();
  for (const alternative of slot.alternatives) {
    const perWord = alternative.words.map((matches) => wordHits(index, matches));
    if (perWord.length === 0 || perWord.some((m) => m.size === 0)) continue;
    const smallest = perWord.reduce((a, b) => (a.size <= b.size ? a : b));
    for (const doc of smallest.keys()) {
      if (!perWord.every((m) => m.has(doc))) continue;
      const each = perWord.map((m) => m.get(doc)!);
      const score = (alternative.weight * each.reduce((s, h) => s + h.score, 0)) / each.length;
      const kind = each.some((h) => h.kind);
      const before = hits.get(doc);
      if (!before || before.score < score)
        hits.set(doc, { score, kind: kind || (before?.kind ?? false) });
      else if (kind) before.kind = true;
    }
  }
  return hits;
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
  if (slots.length === 0) return { docs: allowed, byKind: new Set(), complete: true };
  const admitted = new Set(allowed);
  const all = slots.map((slot) => ({
    hits: slotHits(index, slot),
    ranks: describesOnly(index, slot),
  }));
  const required = all.some((s) => !s.ranks) ? all.filter((s) => !s.ranks) : all;
  const optional = required === all ? [] : all.filter((s) => s.ranks);
  const covered = new Map<number, Hit & { count: number }>();
  for (const { hits } of required)
    for (const [doc, hit] of hits) {
      if (!admitted.has(doc)) continue;
      const before = covered.get(doc);
      if (!before) covered.set(doc, { doc, score: hit.score, kind: hit.kind, count: 1 });
      else
        Object.assign(before, {
          score: before.score + hit.score,
          kind: before.kind || hit.kind,
          count: before.count + 1,
        });
    }
  let best = 0;
  for (const hit of covered.values()) best = Math.max(best, hit.count);
  const kept = [...covered.values()].filter((h) => h.count === best);
  for (const hit of kept)
    for (const { hits } of optional) hit.score += (hits.get(hit.doc)?.score ?? 0) * 0.5;
  kept.sort((a, b) => {
    const pa = products[a.doc]!;
    const pb = products[b.doc]!;
    return (
      Number(b.kind) - Number(a.kind) ||
      Number(pb.inStock) - Number(pa.inStock) ||
      b.score - a.score ||
      pb.createdAt - pa.createdAt ||
      pb.id - pa.id
    );
  });
  return {
    docs: kept.map((h) => h.doc),
    byKind: new Set(kept.filter((h) => h.kind).map((h) => h.doc)),
    complete: best === required.length,
  };
}
