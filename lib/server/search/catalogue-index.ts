import 'server-only';
import { kindKey } from '@/lib/shared/search/words';
import {
  eachIndexWord,
  kindHead,
  phraseKey,
  phraseWords,
  rememberedCanonical,
} from './index-words';
import {
  FACET_FIELDS,
  FIELD,
  FIELD_NAMES,
  NOT_COLOUR_FIELDS,
  type IndexedText,
} from './index-fields';

// The search index: every product's words in canonical form (lib/shared/search/words.ts), which
// fields they came from, and the facts listings filter and sort on. Built in memory from one read
// of the catalogue at start (index-source.ts), then patched for the products each write changed
// (index-patch.ts), so a write anywhere is searchable by the next request, as pages are. Products
// are in id order and each posting's products ascending, so a patch can give exactly what a build
// of the same catalogue gives.

/** The facts a listing filters, sorts and shows suggestions from. */
export interface IndexedProduct {
  id: number;
  name: string;
  pricePaise: number;
  main: string;
  sub: string;
  color: string;
  /** Offered sizes, clothing then footwear, in size order. */
  sizes: string[];
  /** Count per offered size when tracked per size, else null. */
  sizeStock: Record<string, number> | null;
  stock: number;
  available: boolean;
  inStock: boolean;
  createdAt: number;
  /** Storage key of the cover photo, if any. */
  imageKey: string | null;
  /** The design's label when the product is one colour of several (colour siblings), else null. */
  colourGroup: number | null;
}

/** Where one canonical word occurs: product positions and, for each, the fields' bits. */
export interface Posting {
  docs: number[];
  fields: number[];
  /** Products where the word is only in describing fields (FACET_FIELDS). */
  facetOnly: number;
}

export interface CatalogueIndex {
  /** In id order: a product's position (its doc) is its rank by id. */
  products: IndexedProduct[];
  /** Each product's kind as one canonical word ("T-Shirt" → tshirt, "Cotton Pant" → pant). */
  kindHeads: string[];
  /** Each product's kind as listings compare it (kindKey: "Watch" and "Watches" are one). */
  kindKeys: string[];
  /**
   * The catalogue's colour words: words of some product's colour that no product uses otherwise
   * (in a kind, brand, material or model), so a query naming one filters by colour.
   */
  colourWords: Set<string>;
  postings: Map<string, Posting>;
  /** The spelling of a canonical word most used in the catalogue (what "Did you mean" shows). */
  spelling(canonical: string): string;
  /** Canonical words of letters only, by length, for typo and prefix look-ups. */
  byLength: Map<number, string[]>;
  /** Canonical phrase ("coling glas") → the phrases it also searches, each as canonical words. */
  synonyms: Map<string, string[][]>;
  /** Each product's words by id, for the next build to reuse. */
  wordsById: Map<number, ProductWords>;
}

/** A shop's synonym: when shoppers type `term`, also search each of `alsoSearch`. */
export interface SynonymRule {
  term: string;
  alsoSearch: string[];
}

/** One product's words, kept so that the next build reuses them while its text is the same. */
export interface ProductWords {
  /** The product's indexed text, joined: equal keys, equal words. */
  key: string;
  /** Canonical words and the bits of the fields each came from. */
  words: string[];
  fields: number[];
  /** Every word as written, once per use (the spellings "Did you mean" shows). */
  shown: string[];
}

/** One product as the index reads it: its facts and its text. */
export interface IndexEntry {
  product: IndexedProduct;
  text: IndexedText;
}

export function productWords(text: IndexedText, key: string, canonicalOf: (w: string) => string) {
  const seen = new Map<string, number>();
  const shown: string[] = [];
  for (const name of FIELD_NAMES)
    eachIndexWord(
      text[name],
      (canonical, written) => {
        seen.set(canonical, (seen.get(canonical) ?? 0) | FIELD[name]);
        shown.push(written);
      },
      canonicalOf,
    );
  return { key, words: [...seen.keys()], fields: [...seen.values()], shown };
}

/** Canonical word → its most used spelling; counted only when "Did you mean" first asks. */
function spellingsOf(
  wordsById: Map<number, ProductWords>,
  canonicalOf: (word: string) => string,
): Map<string, string> {
  const uses = new Map<string, number>();
  for (const words of wordsById.values())
    for (const shown of words.shown) uses.set(shown, (uses.get(shown) ?? 0) + 1);
  const spellings = new Map<string, string>();
  const most = new Map<string, number>();
  for (const [shown, count] of uses) {
    const canonical = canonicalOf(shown);
    const best = most.get(canonical) ?? 0;
    // Equally used spellings: the first in code-point order, whatever order products came in.
    if (best > count || (best === count && spellings.get(canonical)! < shown)) continue;
    most.set(canonical, count);
    spellings.set(canonical, shown);
  }
  return spellings;
}

/**
 * Whether a word is one of the catalogue's colours ("navy", "blue", "maroon") that it never uses
 * for what a product is, its maker or its fabric: "denim" stays a word to search when a jacket's
 * material is denim and its colour is not. Names may say a colour ("Maroon Velvet Sherwani") and
 * still count.
 */
export function isColourWord(word: string, posting: Posting): boolean {
  if (!/^[a-z]{2,}$/.test(word)) return false;
  let coloured = false;
  let otherwise = false;
  for (const fields of posting.fields) {
    if (fields & FIELD.color) coloured = true;
    else if (fields & NOT_COLOUR_FIELDS) otherwise = true;
  }
  return coloured && !otherwise;
}

/** Whether a word has a place in `byLength` (letters only: typos and prefixes look there). */
export const isLettersOnly = (word: string) => /^[a-z]+$/.test(word);

/** The shop's synonyms by canonical phrase. */
export function synonymsOf(rules: SynonymRule[]): Map<string, string[][]> {
  const synonyms = new Map<string, string[][]>();
  for (const rule of rules) {
    const key = phraseKey(rule.term);
    if (!key) continue;
    const phrases = rule.alsoSearch.map(phraseWords).filter((p) => p.length);
    synonyms.set(key, [...(synonyms.get(key) ?? []), ...phrases]);
  }
  return synonyms;
}

/** Whether a word met in `fields` (bits of FIELD) is met only in describing fields there. */
export const facetOnly = (fields: number) => (fields & ~FACET_FIELDS) === 0;

/** The kind of each product as the index keeps it: its head word and its key. */
export function kindOf(sub: string): { head: string; key: string } {
  return { head: kindHead(sub), key: kindKey(sub) };
}

/** The lazily counted spelling of each canonical word, over `wordsById`. */
export function spellingOver(wordsById: Map<number, ProductWords>) {
  const canonicalOf = rememberedCanonical();
  let spellings: Map<string, string> | undefined;
  return (canonical: string) =>
    (spellings ??= spellingsOf(wordsById, canonicalOf)).get(canonical) ?? canonical;
}

export const textKey = (text: IndexedText) => FIELD_NAMES.map((name) => text[name]).join('\u0001');

/**
 * The index of `entries` with the shop's synonyms. A product whose text is unchanged since
 * `previous` (the last index's words by product id) is not read again.
 */
export function buildIndex(
  entries: IndexEntry[],
  rules: SynonymRule[],
  previous: Map<number, ProductWords> = new Map(),
): CatalogueIndex {
  const inOrder = entries.every((e, i) => i === 0 || entries[i - 1]!.product.id < e.product.id)
    ? entries
    : [...entries].sort((a, b) => a.product.id - b.product.id);
  const postings = new Map<string, Posting>();
  const canonicalOf = rememberedCanonical();
  const wordsById = new Map<number, ProductWords>();
  inOrder.forEach(({ product, text }, doc) => {
    const key = textKey(text);
    const before = previous.get(product.id);
    const words = before?.key === key ? before : productWords(text, key, canonicalOf);
    wordsById.set(product.id, words);
    for (let i = 0; i < words.words.length; i++) {
      const canonical = words.words[i]!;
      const fields = words.fields[i]!;
      let posting = postings.get(canonical);
      if (!posting) postings.set(canonical, (posting = { docs: [], fields: [], facetOnly: 0 }));
      posting.docs.push(doc);
      posting.fields.push(fields);
      if (facetOnly(fields)) posting.facetOnly += 1;
    }
  });
  const byLength = new Map<number, string[]>();
  const colourWords = new Set<string>();
  for (const [canonical, posting] of postings) {
    if (isColourWord(canonical, posting)) colourWords.add(canonical);
    if (!isLettersOnly(canonical)) continue;
    const sameLength = byLength.get(canonical.length);
    if (sameLength) sameLength.push(canonical);
    else byLength.set(canonical.length, [canonical]);
  }
  const kindBySub = new Map<string, { head: string; key: string }>();
  const kinds = inOrder.map(({ text: { sub } }) => {
    let kind = kindBySub.get(sub);
    if (!kind) kindBySub.set(sub, (kind = kindOf(sub)));
    return kind;
  });
  return {
    products: inOrder.map((e) => e.product),
    kindHeads: kinds.map((k) => k.head),
    kindKeys: kinds.map((k) => k.key),
    colourWords,
    postings,
    spelling: spellingOver(wordsById),
    byLength,
    synonyms: synonymsOf(rules),
    wordsById,
  };
}
