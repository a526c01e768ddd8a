// Cutting text the way a reader counts it: by grapheme (what shows as one letter), so a cut never
// splits an emoji's surrogate pair, a flag, or a Devanagari or Malayalam letter from its vowel
// sign. Used where text must fit a limit: the WhatsApp order message, the share card's name.
// Browsers without Intl.Segmenter (Firefox before 125) fall back to code points, which still
// never split a surrogate pair.

type Segmenter = { segment(text: string): Iterable<{ segment: string }> };

let segmenter: Segmenter | null | undefined;

function graphemeSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/** The text's graphemes, in order. */
export function graphemes(text: string): string[] {
  const s = graphemeSegmenter();
  return s ? Array.from(s.segment(text), (part) => part.segment) : Array.from(text);
}

/** The text cut to at most `max` graphemes, the last of them `mark` when anything was cut. */
export function cutGraphemes(text: string, max: number, mark = '…'): string {
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  if (max <= 0) return '';
  return `${parts
    .slice(0, Math.max(0, max - 1))
    .join('')
    .trimEnd()}${mark}`;
}

/**
 * The longest start of `text`, cut by grapheme and ending in `mark` when cut, whose
 * `measure` (say, its URL-encoded length) is at most `max`; '' when not even the mark fits.
 */
export function cutToMeasure(
  text: string,
  max: number,
  measure: (value: string) => number,
  mark = '…',
): string {
  if (measure(text) <= max) return text;
  const parts = graphemes(text);
  // Binary search on the number of graphemes kept: the measure grows with each one.
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (measure(`${parts.slice(0, mid).join('').trimEnd()}${mark}`) <= max) low = mid;
    else high = mid - 1;
  }
  const cut = `${parts.slice(0, low).join('').trimEnd()}${mark}`;
  return measure(cut) <= max && low > 0 ? cut : '';
}
