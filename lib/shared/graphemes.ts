// Cutting text for people: by grapheme (what a reader counts as one character: an emoji with
// its skin tone or family, a letter with its accents, a Devanagari syllable), never inside one.
// A cut by UTF-16 units can leave half an emoji, which encodeURIComponent refuses (URIError).
// Browsers without Intl.Segmenter (Firefox before 125) cut by code point: never half an emoji,
// at worst an accent parted from its letter.

type Segmenter = { segment(text: string): Iterable<{ segment: string }> };

let segmenter: Segmenter | null | undefined;

function graphemeSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    const Ctor = (Intl as { Segmenter?: new (locale?: string, options?: object) => Segmenter })
      .Segmenter;
    segmenter = Ctor ? new Ctor(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

/** The text's graphemes, in order. */
export function graphemes(text: string): string[] {
  const s = graphemeSegmenter();
  return s ? Array.from(s.segment(text), (g) => g.segment) : Array.from(text);
}

/** At most `max` graphemes of `text`; `ellipsis` replaces the last one kept when it is cut. */
export function cutGraphemes(text: string, max: number, ellipsis = ''): string {
  const parts = graphemes(text);
  if (parts.length <= max) return text;
  const keep = Math.max(ellipsis ? 1 : 0, max - (ellipsis ? 1 : 0));
  return `${parts.slice(0, keep).join('').trimEnd()}${ellipsis}`;
}
