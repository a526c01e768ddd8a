// How the search reads words, the same for the catalogue and for what shoppers type (pure).
//
// A word is reduced to a canonical form so that the spellings shoppers use for one thing meet:
// plurals ("shirts" → shirt), the aspirated and doubled spellings common in India ("kurtha" and
// "kurta", "jodhpuri" and "jodpuri", "sherwaani", "shervani" and "sherwani"), and vowels written
// the way they sound ("jeens", "jeans"). The form is only compared, never shown: the index keeps
// the words as written for "Did you mean".

/** Letters (any script, with their combining marks) and digits; everything else separates. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const ASCII = /^[\x20-\x7e]*$/;

/** Lower case, Latin accents dropped ("Café" → "cafe"); other scripts keep their marks. */
export function foldCase(text: string): string {
  // Most catalogue text is plain ASCII, which needs no Unicode normalisation.
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(LATIN_MARKS, '').normalize('NFC').toLowerCase();
}

/** The words of a text in order, folded ("Men's T-Shirt" → men, s, t, shirt). */
export function wordsOf(text: string): string[] {
  return foldCase(text).match(WORD) ?? [];
}

export const isLatinWord = (word: string) => /^[a-z0-9]+$/.test(word);
export const isNumber = (word: string) => /^\d+$/.test(word);

/** English plurals to the singular: shirts, watches, dresses, accessories, sunglasses. */
export function singular(word: string): string {
  if (word.length <= 3 || isNumber(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|shes|ches|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

// Spellings of one sound, in the order they apply: aspirated consonants written with or without
// the h, w/v, z/j, ph/f, long vowels written doubled or as heard, then doubled letters and a
// silent final e.
const SOUND_RULES: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/([tdbkgj])h/g, '$1'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/ck/g, 'k'],
  [/ee|ea/g, 'i'],
  [/oo/g, 'u'],
  [/(.)\1+/g, '$1'],
];

/** The sound-alike form of a Latin word ("sherwaani" → "shervani", "kurtha" → "kurta"). */
export function soundAlike(word: string): string {
  if (!isLatinWord(word) || isNumber(word)) return word;
  let out = word;
  for (const [pattern, replacement] of SOUND_RULES) out = out.replace(pattern, replacement);
  if (out.length > 3 && out.endsWith('e')) out = out.slice(0, -1);
  return out;
}

/** The form two words are compared in: singular, then sound-alike. */
export function canonicalWord(word: string): string {
  return soundAlike(singular(word));
}

/**
 * The key a kind (sub category) is compared by: its words in canonical form, hyphens joined, so
 * the taxonomy's "Watch" and "Watches" are one kind, as are "kurta" and "Kurthas", while
 * "Cotton Pant" and "Pants" stay two.
 */
export function kindKey(sub: string): string {
  return wordsOf(sub.replace(/-/g, '')).map(canonicalWord).join(' ');
}
