import 'server-only';
import { canonicalWord, isLatinWord, isNumber, wordsOf } from '@/lib/shared/search/words';
import { romanise } from './transliterate';

// How catalogue text and the shop's synonyms become the index's words (catalogue-index.ts).

/** A word as searched: romanised when typed in an Indian script, then canonical. */
export function searchWord(word: string): string {
  return canonicalWord(romanise(word));
}

/**
 * Each canonical word of a text with the word as written, each pair of neighbours also joined
 * ("t shirt" → tshirt), handed to `take`.
 */
export function eachIndexWord(
  text: string,
  take: (canonical: string, shown: string) => void,
  canonical: (word: string) => string = canonicalWord,
): void {
  const words = wordsOf(text).map(romanise);
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!;
    if (raw.length > 1 || isNumber(raw)) take(canonical(raw), raw);
    const next = words[i + 1];
    if (next && isLatinWord(raw + next) && !isNumber(raw) && !isNumber(next))
      take(canonical(raw + next), raw + next);
  }
}

/** The canonical words of a text (eachIndexWord's words, in a list). */
export function indexWords(text: string): string[] {
  const out: string[] = [];
  eachIndexWord(text, (canonical) => out.push(canonical));
  return out;
}

/** canonicalWord, remembered: a catalogue says the same words thousands of times. */
export function rememberedCanonical(): (word: string) => string {
  const known = new Map<string, string>();
  return (word) => {
    let form = known.get(word);
    if (form === undefined) known.set(word, (form = canonicalWord(word)));
    return form;
  };
}

/**
 * The word a kind is named by: a hyphenated kind joined ("T-Shirt" → tshirt, "Co-ords" → coord),
 * else its last word ("Cotton Pant" → pant, "Whitening cream" → cream, "Kurthas" → kurta).
 */
export function kindHead(sub: string): string {
  const words = sub.includes('-') ? [sub.replace(/-/g, '')] : wordsOf(sub);
  return canonicalWord(romanise(wordsOf(words.at(-1) ?? '').join('')));
}

/** A phrase's canonical words, a lone letter joined to the next ("t-shirt" → tshirt). */
export function phraseWords(text: string): string[] {
  const words = wordsOf(text).map(romanise);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = words[i]!.length === 1 && words[i + 1] ? words[i]! + words[++i]! : words[i]!;
    out.push(canonicalWord(joined));
  }
  return out;
}

/** Canonical phrase key of a text ("Cooling Glasses" → "coling glas"). */
export function phraseKey(text: string): string {
  return wordsOf(text).map(searchWord).join(' ');
}
