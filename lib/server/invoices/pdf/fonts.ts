import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The PDF's fonts, read from packages installed with the project (nothing is fetched): Noto Sans
// Devanagari's subsets, which hold Noto Sans's Latin letters and digits, the rupee sign and
// Devanagari, and Noto Sans Malayalam. A text is drawn in runs, each in the subset that has its
// characters (a subset lacks the others: latin-ext has ₹ but no digits). Each path is written
// out in full so that Next's output tracing copies the file.
const DEVANAGARI = path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-devanagari/files');
const MALAYALAM = path.join(process.cwd(), 'node_modules/@fontsource/noto-sans-malayalam/files');

export type Subset = 'latin' | 'ext' | 'deva' | 'mlym';
export type Weight = 'regular' | 'bold';

function load(): Record<`${Subset}-${Weight}`, Buffer> {
  return {
    'latin-regular': readFileSync(
      path.join(DEVANAGARI, 'noto-sans-devanagari-latin-400-normal.woff'),
    ),
    'latin-bold': readFileSync(path.join(DEVANAGARI, 'noto-sans-devanagari-latin-700-normal.woff')),
    'ext-regular': readFileSync(
      path.join(DEVANAGARI, 'noto-sans-devanagari-latin-ext-400-normal.woff'),
    ),
    'ext-bold': readFileSync(
      path.join(DEVANAGARI, 'noto-sans-devanagari-latin-ext-700-normal.woff'),
    ),
    'deva-regular': readFileSync(
      path.join(DEVANAGARI, 'noto-sans-devanagari-devanagari-400-normal.woff'),
    ),
    'deva-bold': readFileSync(
      path.join(DEVANAGARI, 'noto-sans-devanagari-devanagari-700-normal.woff'),
    ),
    'mlym-regular': readFileSync(
      path.join(MALAYALAM, 'noto-sans-malayalam-malayalam-400-normal.woff'),
    ),
    'mlym-bold': readFileSync(
      path.join(MALAYALAM, 'noto-sans-malayalam-malayalam-700-normal.woff'),
    ),
  };
}

let fonts: ReturnType<typeof load> | undefined;

/** Every font file, read once per process. */
export function pdfFonts() {
  fonts ??= load();
  return fonts;
}

/** Which subset draws a character (the ranges fontsource splits the fonts by). */
export function subsetOf(codePoint: number): Subset {
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0x1cd0 && codePoint <= 0x1cf9))
    return 'deva';
  if (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) return 'deva';
  if (codePoint >= 0x0d00 && codePoint <= 0x0d7f) return 'mlym';
  if (codePoint <= 0xff || (codePoint >= 0x2000 && codePoint <= 0x206f)) return 'latin';
  if (codePoint === 0x20ac || codePoint === 0x2122 || codePoint === 0x2212) return 'latin';
  return 'ext';
}

/** The text cut where the subset changes: [["Rs ", "latin"], ["₹", "ext"], ["2,398", "latin"]]. */
export function fontRuns(text: string): [string, Subset][] {
  const runs: [string, Subset][] = [];
  for (const char of text) {
    // Joiners and spaces stay with the run they are in (Devanagari conjuncts need them).
    const code = char.codePointAt(0)!;
    const keep = (code === 0x200c || code === 0x200d || char === ' ') && runs.length > 0;
    const subset = keep ? runs[runs.length - 1]![1] : subsetOf(code);
    const last = runs[runs.length - 1];
    if (last && last[1] === subset) last[0] += char;
    else runs.push([char, subset]);
  }
  return runs;
}
