import 'server-only';
import { fragment } from 'xmlbuilder2';

// Markup for lists of text elements, written by xmlbuilder2 and put together as strings, so a
// feed of tens of thousands of items streams out in well under a second. xmlbuilder2 spends
// about 12 µs setting up each fragment and 4 µs on each element: a product's elements are
// therefore serialized in one fragment, and elements whose text repeats across the catalogue
// (condition, sizes, categories, prices) once per feed.

/** An element in a feed item: its name (with its prefix, e.g. "g:price") and its text. */
export type TextElement = readonly [name: string, text: string];

/** Characters XML 1.0 cannot carry (a stray U+FFFF, a lone surrogate) are dropped. */
export const BUILDER_OPTIONS = { invalidCharReplacement: '' } as const;

// xmlbuilder2 4 takes "&name;" and "&#123;" in text for entities written on purpose and leaves
// their "&" as it is (oozcitak/xmlbuilder2#117, #110): "Tom&Jerry;" would come out as an
// undefined entity, which no parser accepts, and an "&amp;" typed by the owner would read back
// as "&". Those ampersands are spelled "&amp;" first; the library keeps that and escapes every
// other "&", "<" and ">" itself. The pattern is the library's own (nonEntityAmpersandRegex).
const ENTITY_LOOKALIKE = /&(?=[A-Za-z]+;|#\d+;)/g;

/** `text` as xmlbuilder2 must be given it to write it back exactly. */
export function builderText(text: string): string {
  return text.replace(ENTITY_LOOKALIKE, '&amp;');
}

const PART = 'part';
const OPEN = `<${PART}>`;
const CLOSE = `</${PART}>`;

/**
 * The markup of each list (its elements one after another), serialized in one fragment where
 * each list is wrapped in a <part>; the markup is then cut at the wrappers' tags, which text can
 * never imitate because the serializer always escapes "<". Every list must hold an element.
 */
export function elementsMarkup(lists: readonly (readonly TextElement[])[]): string[] {
  const doc = fragment(BUILDER_OPTIONS);
  for (const list of lists) {
    if (list.length === 0) throw new Error('elementsMarkup: an empty list has no markup');
    const part = doc.ele(PART);
    for (const [name, text] of list) part.ele(name).txt(builderText(text));
  }
  const markup = doc.end();
  const parts = markup.slice(OPEN.length, -CLOSE.length).split(`${CLOSE}${OPEN}`);
  if (parts.length !== lists.length) throw new Error('elementsMarkup: unexpected serialization');
  return parts;
}

/** Most distinct elements one feed keeps (~60 bytes each); beyond that each is written anew. */
const REPEATED_MAX = 10_000;

/**
 * One element's markup, kept for the rest of the feed: for elements whose text repeats from item
 * to item. Make one per feed response.
 */
export function repeatedElements(): (name: string, text: string) => string {
  const seen = new Map<string, string>();
  return (name, text) => {
    const key = `${name}\u0000${text}`;
    const known = seen.get(key);
    if (known !== undefined) return known;
    const [markup] = elementsMarkup([[[name, text]]]);
    if (seen.size < REPEATED_MAX) seen.set(key, markup!);
    return markup!;
  };
}
