import 'server-only';
import { editDistance, typoBudget } from '@/lib/shared/search/edit-distance';
import {
  canonicalWord,
  isLatinWord,
  isNumber,
  soundAlike,
  wordsOf,
} from '@/lib/shared/search/words';
import type { CatalogueIndex } from './catalogue-index';
import { romanise } from './transliterate';
import { matchTerm, QUALITY, splitMatch, type TermMatch } from './term-match';

// What a query asks for, as slots: each slot is one thing the shopper named (a word, two words
// that are one word joined, "t shirt", or a phrase of the shop's synonyms, "cooling glass"), and
// is met by any of its alternatives; an alternative is met when each of its words is.

export interface Alternative {
  /** One list of matching indexed words per word of the alternative: all must be met. */
  words: TermMatch[][];
  /** Scales the score (a synonym counts a little less than the shopper's own word). */
  weight: number;
}

export interface Slot {
  /** What the shopper typed for this slot (romanised), for "Did you mean". */
  typed: string[];
  alternatives: Alternative[];
}

export const MAX_WORDS = 10;
const MAX_WORD_LENGTH = 40;
const SYNONYM_WEIGHT = 0.9;

/** Words that say nothing about which product is wanted. */
const STOP_WORDS = new Set(
  'a an the for with and of in on to by buy online please show me i want need any some'.split(' '),
);

interface Token {
  raw: string;
  canonical: string;
}

export function queryTokens(text: string): Token[] {
  return wordsOf(text)
    .map((w) => romanise(w).slice(0, MAX_WORD_LENGTH))
    .filter((raw) => raw && !STOP_WORDS.has(raw))
    .slice(0, MAX_WORDS)
    .map((raw) => ({ raw, canonical: canonicalWord(raw) }));
}

function synonymAt(index: CatalogueIndex, tokens: Token[], at: number) {
  for (let n = Math.min(3, tokens.length - at); n >= 1; n--) {
    const key = tokens
      .slice(at, at + n)
      .map((t) => t.canonical)
      .join(' ');
    const phrases = index.synonyms.get(key);
    if (phrases) return { n, phrases };
  }
  const word = tokens[at]!.canonical;
  const budget = typoBudget(word.length);
  if (budget === 0 || index.postings.has(word)) return null;
  for (const [key, phrases] of index.synonyms)
    if (!key.includes(' ') && editDistance(word, key, budget) <= budget) return { n: 1, phrases };
  return null;
}

function exactly(term: string, quality = QUALITY.exact): TermMatch[] {
  return [{ term, quality }];
}

function wordAlternative(index: CatalogueIndex, token: Token, typing: boolean): Alternative[] {
  const stems = typing ? [token.canonical, soundAlike(token.raw)] : undefined;
  const matches = matchTerm(index, token.canonical, stems);
  const alternatives: Alternative[] = [{ words: [matches], weight: 1 }];
  const split = matches.length ? null : splitMatch(index, token.canonical);
  if (split) alternatives.push({ words: split.map((t) => exactly(t, QUALITY.split)), weight: 1 });
  return alternatives;
}

/** The slots of a query's words; `typing` lets the last word match the words it begins. */
export function planQuery(index: CatalogueIndex, tokens: Token[], typing: boolean): Slot[] {
  const slots: Slot[] = [];
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at]!;
    const isLast = at === tokens.length - 1;
    const synonym = synonymAt(index, tokens, at);
    if (synonym) {
      const own = tokens.slice(at, at + synonym.n);
      const ownWords = own.map((t) => matchTerm(index, t.canonical));
      slots.push({
        typed: own.map((t) => t.raw),
        alternatives: [
          { words: ownWords, weight: 1 },
          ...synonym.phrases.map((p) => ({
            words: p.map((t) => exactly(t)),
            weight: SYNONYM_WEIGHT,
          })),
        ],
      });
      at += synonym.n;
      continue;
    }
    const next = tokens[at + 1];
    const joined = next && isLatinWord(token.raw + next.raw) && !isNumber(token.raw + next.raw);
    const joinedWord = joined ? canonicalWord(token.raw + next.raw) : '';
    if (joined && index.postings.has(joinedWord)) {
      slots.push({
        typed: [token.raw, next.raw],
        alternatives: [
          { words: [exactly(joinedWord)], weight: 1 },
          { words: [token, next].map((t) => matchTerm(index, t.canonical)), weight: 1 },
        ],
      });
      at += 2;
      continue;
    }
    // A lone letter ("t" of "t shirt" typed apart, the "s" of "men's") names nothing alone.
    if (token.raw.length > 1 || isNumber(token.raw))
      slots.push({
        typed: [token.raw],
        alternatives: wordAlternative(index, token, typing && isLast),
      });
    at += 1;
  }
  return slots;
}
