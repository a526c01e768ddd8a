import { cutToMeasure } from '@/lib/shared/graphemes';

/** The card's description preview: the first 70 characters (docs/product.md §9), whitespace folded. */
export const PREVIEW_LENGTH = 70;

/**
 * The text's start in at most `max` UTF-16 units (the feeds' limits count them), cut between
 * graphemes so no letter loses its vowel sign, then "…"; the text itself when it fits.
 */
export function previewText(text: string, max = PREVIEW_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const start = cutToMeasure(folded, max, (value) => value.length, '');
  return `${start.replace(/[\s.,;:!?–-]+$/, '')}…`;
}
