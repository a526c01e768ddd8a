import 'server-only';
import { canonicalWord, isLatinWord, isNumber, wordsOf } from '@/lib/shared/search/words';
import { romanise } from './transliterate';

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
}

/** The text fields a product is indexed by, with the fields' flag bits. */
export interface IndexedText {
  name: string;
  sub: string;
  main: string;
  brand: string;
  color: string;
  material: string;
  modelName: string;
  description: string;
}

export const FIELD = {
  name: 1,
  sub: 2,
  main: 4,
  brand: 8,
  color: 16,
  material: 32,
  modelName: 64,
  description: 128,
} as const satisfies Record<keyof IndexedText, number>;

/** Fields that describe a product without naming what it is: their words rank, not require. */
export const FACET_FIELDS = FIELD.main | FIELD.brand | FIELD.color | FIELD.material;

const WEIGHTS: [number, number][] = [
  [FIELD.name, 3],
  [FIELD.sub, 3],
  [FIELD.brand, 2],
  [FIELD.color, 2],
  [FIELD.modelName, 1.5],
  [FIELD.material, 1.5],
  [FIELD.main, 1.5],
  [FIELD.description, 0.5],
];

/** The weight of the best field among `fields` (bits of FIELD). */
export function fieldWeight(fields: number): number {
  for (const [bit, weight] of WEIGHTS) if (fields & bit) return weight;
  return 0;
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
  postings: Map<string, Posting>;
  /** Canonical word → the spelling most used in the catalogue (what "Did you mean" shows). */
  spellings: Map<string, string>;
  /** Canonical words of letters only, by length, for typo and prefix look-ups. */
  byLength: Map<number, string[]>;
  /** Canonical phrase ("coling glas") → the phrases it also searches, each as canonical words. */
  synonyms: Map<string, string[][]>;
}

/** A shop's synonym: when shoppers type `term`, also search each of `alsoSearch`. */
export interface SynonymRule {
  term: string;
  alsoSearch: string[];
}

/** A word as searched: romanised when typed in an Indian script, then canonical. */
export function searchWord(word: string): string {
  return canonicalWord(romanise(word));
}

/** The canonical words of a text, with each pair of neighbours also joined ("t shirt" → tshirt). */
export function indexWords(text: string): { canonical: string; shown: string }[] {
  const words = wordsOf(text).map((w) => ({ raw: romanise(w) }));
  const out: { canonical: string; shown: string }[] = [];
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!.raw;
    if (raw.length > 1 || isNumber(raw)) out.push({ canonical: canonicalWord(raw), shown: raw });
    const next = words[i + 1]?.raw;
    if (next && isLatinWord(raw + next) && !isNumber(raw) && !isNumber(next))
      out.push({ canonical: canonicalWord(raw + next), shown: raw + next });
  }
  return out;
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

export function buildIndex(
  entries: { product: IndexedProduct; text: IndexedText }[],
  rules: SynonymRule[],
): CatalogueIndex {
  const postings = new Map<string, Posting>();
  const counts = new Map<string, Map<string, number>>();
  entries.forEach(({ text }, doc) => {
    const seen = new Map<string, number>();
    for (const key of Object.keys(FIELD) as (keyof IndexedText)[]) {
      for (const { canonical, shown } of indexWords(text[key])) {
        seen.set(canonical, (seen.get(canonical) ?? 0) | FIELD[key]);
        const forms = counts.get(canonical) ?? new Map<string, number>();
        forms.set(shown, (forms.get(shown) ?? 0) + 1);
        counts.set(canonical, forms);
      }
    }
    for (const [canonical, fields] of seen) {
      let posting = postings.get(canonical);
      if (!posting) postings.set(canonical, (posting = { docs: [], fields: [], facetOnly: 0 }));
      posting.docs.push(doc);
      posting.fields.push(fields);
      if ((fields & ~FACET_FIELDS) === 0) posting.facetOnly += 1;
    }
  });
  const spellings = new Map<string, string>();
  for (const [canonical, forms] of counts)
    spellings.set(canonical, [...forms].sort((a, b) => b[1] - a[1])[0]![0]);
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
  return {
    products: entries.map((e) => e.product),
    kindHeads,
    postings,
    spellings,
    byLength,
    synonyms,
  };
}
