import 'server-only';
import { categoryHref } from '@/lib/shared/category-match';
import { MAIN_CATEGORIES } from '@/lib/shared/categories';
import { paiseToString } from '@/lib/shared/money';
import {
  SUGGEST_MAX_CHARS,
  SUGGEST_MIN_CHARS,
  SUGGESTED_CATEGORIES,
  SUGGESTED_PRODUCTS,
  type SearchSuggestions,
} from '@/lib/shared/search/suggestions';
import { canonicalWord, wordsOf } from '@/lib/shared/search/words';
import { env } from '@/lib/server/infra/env';
import { storageFor } from '@/lib/server/infra/storage';
import { phraseWords } from './index-words';
import { listIndex } from './listing';

// Suggestions as shoppers type: the first products the search would list (the last word matching
// the words it begins) and the categories the words name. Answered from the index alone, without
// reading products from the database.

/** Main categories one of whose words was typed ("kids" → Kids and Boys), or begun. */
function mainsNamed(text: string) {
  const typed = wordsOf(text)
    .map(canonicalWord)
    .filter((w) => w.length >= SUGGEST_MIN_CHARS);
  const last = typed.at(-1);
  return MAIN_CATEGORIES.filter((main) =>
    phraseWords(main.label).some(
      (word) => word.length > 2 && (typed.includes(word) || (last && word.startsWith(last))),
    ),
  );
}

export async function searchSuggestions(input: string): Promise<SearchSuggestions> {
  const text = input.replace(/\s+/g, ' ').trim().slice(0, SUGGEST_MAX_CHARS);
  if (text.length < SUGGEST_MIN_CHARS) return { products: [], categories: [] };
  const listing = await listIndex({
    base: { search: text },
    limit: SUGGESTED_PRODUCTS,
    typing: true,
    pageOnly: true,
  });
  const storage = storageFor(env());
  const kinds = listing.kindsNamed.map((k) => ({ label: k.value, href: categoryHref(k.value) }));
  const mains = mainsNamed(text).map((m) => ({
    label: m.label,
    href: categoryHref(m.value, m.label),
  }));
  return {
    products: listing.page.map((p) => ({
      id: p.id,
      name: p.name,
      price: paiseToString(p.pricePaise),
      image: p.imageKey ? storage.url(p.imageKey) : null,
      href: `/product/${p.id}`,
    })),
    categories: [...kinds, ...mains].slice(0, SUGGESTED_CATEGORIES),
  };
}
