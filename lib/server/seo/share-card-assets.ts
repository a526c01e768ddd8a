import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Font } from 'satori';

// Fonts and emoji pictures for the share cards, read from packages installed with the project.
// next/og's asset loader downloads any font or emoji the given fonts lack from public CDNs while
// rendering, which fails offline and turned a product name with 🔥 into a 500; here nothing is
// ever fetched. Files are read from node_modules under the working directory: `next start` runs
// from the project root with dependencies installed, and Next traces these literal paths.
const NODE_MODULES = path.join(process.cwd(), 'node_modules');

const DEVANAGARI = path.join(NODE_MODULES, '@fontsource/noto-sans-devanagari/files');
const MALAYALAM = path.join(NODE_MODULES, '@fontsource/noto-sans-malayalam/files');

/** The card's CSS font stack: Latin first, then each Indian script the shop uses. */
export const SHARE_CARD_FONT_FAMILY =
  "'Noto Sans', 'Noto Sans Latin Ext', 'Noto Sans Devanagari', 'Noto Sans Malayalam'";

/** The family that holds the Latin glyphs (tests compare renders against it alone). */
export const LATIN_FONT_NAME = 'Noto Sans';

async function font(name: string, data: Promise<Buffer>): Promise<Font> {
  return { name, data: await data, weight: 400, style: 'normal' };
}

// Only the 400 weight of the subsets needed (WOFF, ~120 KB in all); Noto Sans Devanagari carries
// Noto Sans's Latin glyphs, so no separate Latin package is needed. Satori keeps one font per
// name, hence a name per subset. Each path is spelled out in its readFile call so that Next's
// output file tracing sees the file.
function readFonts(): Promise<Font[]> {
  return Promise.all([
    font(
      LATIN_FONT_NAME,
      readFile(path.join(DEVANAGARI, 'noto-sans-devanagari-latin-400-normal.woff')),
    ),
    font(
      'Noto Sans Latin Ext',
      readFile(path.join(DEVANAGARI, 'noto-sans-devanagari-latin-ext-400-normal.woff')),
    ),
    font(
      'Noto Sans Devanagari',
      readFile(path.join(DEVANAGARI, 'noto-sans-devanagari-devanagari-400-normal.woff')),
    ),
    font(
      'Noto Sans Malayalam',
      readFile(path.join(MALAYALAM, 'noto-sans-malayalam-malayalam-400-normal.woff')),
    ),
  ]);
}

let fonts: Promise<Font[]> | undefined;

/**
 * Every card font, read once per process. The same array is handed to satori on each render,
 * which lets it reuse the parsed fonts. A failed read is not remembered, so a later request
 * retries instead of failing forever.
 */
export function shareCardFonts(): Promise<Font[]> {
  fonts ??= readFonts().catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

const TWEMOJI_DIR = path.join(NODE_MODULES, '@discordapp/twemoji/dist/svg');
const VARIATION_SELECTOR = 0xfe0f;
const ZERO_WIDTH_JOINER = 0x200d;
// Bounds the memo: names come from admins, but one name may still hold many distinct emoji.
const EMOJI_CACHE_LIMIT = 2000;
const emojiCache = new Map<string, string | undefined>();

/**
 * Twemoji's file names: code points in hex joined by "-", without U+FE0F unless the emoji is a
 * ZWJ sequence (some of those keep it, so both spellings are tried).
 */
function twemojiNames(grapheme: string): string[] {
  const points = [...grapheme].map((char) => char.codePointAt(0) ?? 0);
  const full = points.map((point) => point.toString(16)).join('-');
  const bare = points
    .filter((point) => point !== VARIATION_SELECTOR)
    .map((point) => point.toString(16))
    .join('-');
  return points.includes(ZERO_WIDTH_JOINER) ? [full, bare] : [bare, full];
}

async function readEmoji(grapheme: string): Promise<string | undefined> {
  for (const name of new Set(twemojiNames(grapheme))) {
    try {
      const svg = await readFile(path.join(TWEMOJI_DIR, `${name}.svg`));
      return `data:image/svg+xml;base64,${svg.toString('base64')}`;
    } catch {
      // Not this spelling (or not an emoji Twemoji draws): try the next, then give up.
    }
  }
  return undefined;
}

/** An emoji as a Twemoji SVG data URL, or undefined when the shipped set has no picture of it. */
export async function emojiDataUrl(grapheme: string): Promise<string | undefined> {
  if (emojiCache.has(grapheme)) return emojiCache.get(grapheme);
  const url = await readEmoji(grapheme);
  if (emojiCache.size >= EMOJI_CACHE_LIMIT) emojiCache.clear();
  emojiCache.set(grapheme, url);
  return url;
}

/**
 * Satori's `loadAdditionalAsset`: called for text no card font can draw. Emoji get the shipped
 * Twemoji picture; anything else (and an emoji Twemoji lacks) gets an empty font list, so satori
 * draws the font's missing-glyph box rather than downloading one. It never rejects (a missing
 * file is just no picture), since a rejection would fail the whole card.
 */
export async function loadShareCardAsset(code: string, segment: string): Promise<string | Font[]> {
  return (code === 'emoji' ? await emojiDataUrl(segment) : undefined) ?? [];
}
