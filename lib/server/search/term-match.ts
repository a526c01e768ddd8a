import 'server-only';
import { editDistance, typoBudget } from '@/lib/shared/search/edit-distance';
import type { CatalogueIndex } from './catalogue-index';

// Which indexed words one typed word stands for: itself (spelling variants already meet in the
// canonical form), the words it begins (as shoppers type), or, when it is not in the catalogue,
// the words a typo or two away. Each with a quality that scales its score.

export interface TermMatch {
  term: string;
  quality: number;
}

export const QUALITY = { exact: 1, prefix: 0.7, oneTypo: 0.8, twoTypos: 0.6, split: 0.8 };

/** Prefix look-ups stop at this many words (the most common first, then in code-point order). */
const MAX_PREFIX_TERMS = 40;

function prefixMatches(index: CatalogueIndex, stems: string[]): TermMatch[] {
  const found = new Map<string, number>();
  const shortest = Math.min(...stems.map((s) => s.length));
  for (const [length, terms] of index.byLength) {
    if (length <= shortest) continue;
    for (const term of terms) {
      if (!stems.some((s) => term.startsWith(s))) continue;
      found.set(term, index.postings.get(term)!.docs.length);
    }
  }
  return [...found]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_PREFIX_TERMS)
    .map(([term]) => ({ term, quality: QUALITY.prefix }));
}

/** Indexed words within the typo budget of `word`, nearest first. */
export function typoMatches(index: CatalogueIndex, word: string, budget = typoBudget(word.length)) {
  const found: TermMatch[] = [];
  if (budget === 0 || !/^[a-z]+$/.test(word)) return found;
  for (let length = word.length - budget; length <= word.length + budget; length++) {
    for (const term of index.byLength.get(length) ?? []) {
      const distance = editDistance(word, term, budget);
      if (distance <= budget)
        found.push({ term, quality: distance === 1 ? QUALITY.oneTypo : QUALITY.twoTypos });
    }
  }
  return found.sort((a, b) => b.quality - a.quality || (a.term < b.term ? -1 : 1));
}

/**
 * The indexed words `word` (canonical) matches. `stems` are the forms a word being typed may
 * begin (its canonical and sound-alike forms); given, words they begin count too.
 */
export function matchTerm(index: CatalogueIndex, word: string, stems?: string[]): TermMatch[] {
  const exact = index.postings.has(word) ? [{ term: word, quality: QUALITY.exact }] : [];
  const prefixed = stems && stems.every((s) => s.length >= 2) ? prefixMatches(index, stems) : [];
  const typos = exact.length || prefixed.length ? [] : typoMatches(index, word);
  const all = [...exact, ...typos, ...prefixed.filter((p) => p.term !== word)];
  return all;
}

/** Two indexed words that `word` is made of ("poloshirt" → polo + shirt), if any. */
export function splitMatch(index: CatalogueIndex, word: string): [string, string] | null {
  if (word.length < 6 || !/^[a-z]+$/.test(word)) return null;
  for (let at = 3; at <= word.length - 3; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (index.postings.has(head) && index.postings.has(tail)) return [head, tail];
  }
  return null;
}
