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
// of the catalogue for each catalogue version (index-source.ts), so a write anywhere is searchable
// by the next request, as pages are.

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

function productWords(text: IndexedText, key: string, canonicalOf: (w: string) => string) {
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
    if ((most.get(canonical) ?? 0) >= count) continue;
    most.set(canonical, count);
    spellings.set(canonical, shown);
  }
  return spellings;
}

/**
 * Words of the catalogue's colours ("navy", "blue", "maroon") that it never uses for what a
 * product is, its maker or its fabric: "denim" stays a word to search when a jacket's material is
 * denim and its colour is not. Names may say a colour ("Maroon Velvet Sherwani") and still count.
 */
function colourWordsOf(postings: Map<string, Posting>): Set<string> {
  const words = new Set<string>();
  for (const [word, posting] of postings) {
    if (!/^[a-z]{2,}$/.test(word)) continue;
    let coloured = false;
    let otherwise = false;
    for (const fields of posting.fields) {
      if (fields & FIELD.color) coloured = true;
      else if (fields & NOT_COLOUR_FIELDS) otherwise = true;
    }
    if (coloured && !otherwise) words.add(word);
  }
  return words;
}

const textKey = (text: IndexedText) => FIELD_NAMES.map((name) => text[name]).join('\u0001');

/**
 * The index of `entries` with the shop's synonyms. A product whose text is unchanged since
 * `previous` (the last build's words by product id) is not read again: after a write, only the
 * products it changed are.
 */
export function buildIndex(
  entries: { product: IndexedProduct; text: IndexedText }[],
  rules: SynonymRule[],
  previous: Map<number, ProductWords> = new Map(),
): CatalogueIndex {
  const postings = new Map<string, Posting>();
  const canonicalOf = rememberedCanonical();
  const wordsById = new Map<number, ProductWords>();
  entries.forEach(({ product, text }, doc) => {
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
      if ((fields & ~FACET_FIELDS) === 0) posting.facetOnly += 1;
    }
  });
  const byLength = new Map<number, string[]>();
  for (const canonical of postings.keys()) {
    if (!/^[a-z]+$/.test(canonical)) continue;
    const sameLength = byLength.get(canonical.length);
    if (sameLength) sameLength.push(canonical);
    else byLength.set(canonical.length, [canonical]);
  }
  const synonyms = new Map<string, string[][]>();
  for (const rule of rules) {
    const key = phraseKey(rule.term);
    if (!key) continue;
    const phrases = rule.alsoSearch.map(phraseWords).filter((p) => p.length);
    synonyms.set(key, [...(synonyms.get(key) ?? []), ...phrases]);
  }
  const kindHeads = entries.map((e) => kindHead(e.text.sub));
  const keyOf = new Map<string, string>();
  const kindKeys = entries.map(({ text: { sub } }) => {
    let key = keyOf.get(sub);
    if (key === undefined) keyOf.set(sub, (key = kindKey(sub)));
    return key;
  });
  let spellings: Map<string, string> | undefined;
  const spelling = (canonical: string) =>
    (spellings ??= spellingsOf(wordsById, canonicalOf)).get(canonical) ?? canonical;
  return {
    products: entries.map((e) => e.product),
    kindHeads,
    kindKeys,
    colourWords: colourWordsOf(postings),
    postings,
    spelling,
    byLength,
    synonyms,
    wordsById,
  };
}
