// Price and size words in what shoppers type become filters, not text (pure): "under 1000",
// "below ₹1,500", "1000-2000", "above 2k", "size 9", "xxl", "size M".
import { ALL_SIZES } from '@/lib/shared/sizes';

export interface PriceRange {
  /** Paise, inclusive. */
  min?: number;
  /** Paise, inclusive. */
  max?: number;
}

export interface QueryFilters {
  /** The text left once the filter words are taken out. */
  text: string;
  price?: PriceRange;
  size?: string;
}

const MAX_RUPEES = 10_000_000;
/** Decimal digits of the Indian scripts, whose zero sits at the same place in each block. */
const INDIC_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];

/** "१५००" → "1500": the digits of Indian scripts as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = INDIC_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/** Lower case, ₹/Rs./INR as " rs ", "1,500" → "1500", "2k" → "2000", "1.5k" → "1500". */
function normalized(text: string): string {
  return asciiDigits(text)
    .toLowerCase()
    .replace(/₹|\brs\.?(?=\s|\d|$)|\binr\b|\brupees?\b/g, ' rs ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/\b(\d+(?:\.\d+)?)\s*k\b/g, (_, n: string) => String(Math.round(Number(n) * 1000)))
    .replace(/\s+/g, ' ');
}

const RS = String.raw`(?:rs\s*)?`;
const NUM = String.raw`(\d{1,8})`;
const PRICE_PATTERNS: [RegExp, (a: number, b?: number) => PriceRange][] = [
  [
    new RegExp(String.raw`\bbetween ${RS}${NUM} ${RS}(?:and|to|-) ${RS}${NUM}\b`),
    (a, b) => ({ min: a, max: b }),
  ],
  [
    new RegExp(String.raw`(?:^|\s)${RS}${NUM}\s*(?:-|–|to)\s*${RS}${NUM}\b`),
    (a, b) => ({ min: a, max: b }),
  ],
  [
    new RegExp(
      String.raw`\b(?:under|below|less than|upto|up to|within|max|maximum|cheaper than|not more than)\s*${RS}${NUM}\b`,
    ),
    (a) => ({ max: a }),
  ],
  [new RegExp(String.raw`(?:^|\s)(?:<=?)\s*${RS}${NUM}\b`), (a) => ({ max: a })],
  [
    new RegExp(String.raw`\b(?:above|over|more than|min|minimum|starting|from)\s*${RS}${NUM}\b`),
    (a) => ({ min: a }),
  ],
  [new RegExp(String.raw`(?:^|\s)(?:>=?)\s*${RS}${NUM}\b`), (a) => ({ min: a })],
  [
    new RegExp(String.raw`\b${RS}${NUM}\s*(?:\+|and above|or more|onwards)(?=\s|$)`),
    (a) => ({ min: a }),
  ],
  [new RegExp(String.raw`\b${RS}${NUM}\s*(?:and below|or less)\b`), (a) => ({ max: a })],
  [new RegExp(String.raw`(?:^|\s)rs\s*${NUM}\b`), (a) => ({ max: a })],
];

const SIZE_WORDS: Record<string, string> = { '2xl': 'XXL', xxl: 'XXL', xl: 'XL' };
const SIZE_PATTERNS = [
  /\b(?:size|sz|uk)\s*[:-]?\s*(xxl|2xl|xl|s|m|l|\d{1,2})\b/,
  /\b(\d{1,2}|xxl|2xl|xl|s|m|l)\s*(?:size|no\.? size)\b/,
  /\b(xxl|2xl|xl)\b/,
];

function rupeeRange(range: PriceRange): PriceRange | undefined {
  const ok = (n?: number) => n === undefined || (n >= 1 && n <= MAX_RUPEES);
  if (!ok(range.min) || !ok(range.max)) return undefined;
  let { min, max } = range;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    ...(min !== undefined && { min: min * 100 }),
    ...(max !== undefined && { max: max * 100 }),
  };
}

/** The price and size words of `query` taken out as filters; the rest is the text to search. */
export function readQueryFilters(query: string): QueryFilters {
  let text = normalized(query);
  let price: PriceRange | undefined;
  for (const [pattern, build] of PRICE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    price = rupeeRange(build(Number(match[1]), match[2] ? Number(match[2]) : undefined));
    if (price) {
      text = text.replace(match[0], ' ');
      break;
    }
  }
  let size: string | undefined;
  for (const pattern of SIZE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const word = match[1]!;
    const candidate = SIZE_WORDS[word] ?? word.toUpperCase();
    if (ALL_SIZES.includes(candidate)) {
      size = candidate;
      text = text.replace(match[0], ' ');
      break;
    }
  }
  text = text
    .replace(/\b(?:rs|price|priced|size)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, ...(price && { price }), ...(size && { size }) };
}
