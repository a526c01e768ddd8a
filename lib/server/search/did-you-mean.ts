import 'server-only';
import { editDistance } from '@/lib/shared/search/edit-distance';
import { canonicalWord } from '@/lib/shared/search/words';
import type { CatalogueIndex } from './catalogue-index';
import { indexWords } from './index-words';

// No dead ends: a search that found nothing offers the catalogue's nearest words (further than
// the typo budget the search itself forgives) and the closest categories.

export interface CategoryLink {
  main: string;
  sub: string;
}

export interface DidYouMean {
  /** Whole queries to try instead, each with every word replaced by its nearest. */
  queries: string[];
  /** Categories named like what was typed, else the largest ones. */
  categories: CategoryLink[];
}

const MAX_DISTANCE = 3;

/** The catalogue's words nearest to `word` (canonical), nearest and most used first. */
function nearestWords(index: CatalogueIndex, word: string, limit: number): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const found: { term: string; distance: number; uses: number }[] = [];
  const max = Math.min(MAX_DISTANCE, Math.max(1, Math.ceil(word.length / 2)));
  for (let length = word.length - max; length <= word.length + max; length++)
    for (const term of index.byLength.get(length) ?? []) {
      const distance = editDistance(word, term, max);
      if (distance <= max)
        found.push({ term, distance, uses: index.postings.get(term)!.docs.length });
    }
  return found
    .sort((a, b) => a.distance - b.distance || b.uses - a.uses || (a.term < b.term ? -1 : 1))
    .slice(0, limit)
    .map((f) => f.term);
}

function categoriesOf(index: CatalogueIndex): (CategoryLink & { count: number })[] {
  const byKey = new Map<string, CategoryLink & { count: number }>();
  for (const p of index.products) {
    const key = `${p.main}/${p.sub.toLowerCase()}`;
    const entry = byKey.get(key) ?? { main: p.main, sub: p.sub, count: 0 };
    entry.count += 1;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count);
}

export function didYouMean(index: CatalogueIndex, typed: string[]): DidYouMean {
  const words = typed.filter((w) => w.length > 1).map(canonicalWord);
  // Words with nothing near are left out of the suggestions ("zxqv sherwanni" → sherwani).
  const nearest = words.map((w) => nearestWords(index, w, 3)).filter((list) => list.length);
  const queries: string[] = [];
  const options = Math.max(0, ...nearest.map((list) => list.length));
  for (let option = 0; option < options; option++) {
    const query = nearest
      .map((list) => index.spelling(list[Math.min(option, list.length - 1)]!))
      .join(' ');
    if (!queries.includes(query)) queries.push(query);
  }
  const all = categoriesOf(index);
  const near = new Set(nearest.flat());
  const named = all.filter((c) => indexWords(c.sub).some((w) => near.has(w)));
  const categories = (named.length ? named : all).slice(0, 4);
  return { queries, categories: categories.map(({ main, sub }) => ({ main, sub })) };
}
