// What the owner scanned or typed at the counter (or on the receive and stocktake pages), read
// into what to look for: a printed tag's URL (`/product/<id>`, `?size=M` picks the size), a
// product's id ("#12", or bare digits), or text that is either the owner's own barcode or words of
// a product's name. Pure, so the server's lookup and a unit test read it the same way.
import { parseId } from '@/lib/shared/ids';
import { isKnownSize } from '@/lib/shared/sizes';

/** Longer text is no tag, id, barcode or name: refused before anything is read. */
export const SCANNED_TEXT_MAX = 300;

export type ScannedText =
  | { kind: 'empty' }
  /** A product tag's QR (any host: tags printed before a domain move still sell). */
  | { kind: 'tag'; id: number; size: string | null }
  /** A URL that opens no product: someone else's QR. */
  | { kind: 'foreign-url' }
  /** "#12": only an id. */
  | { kind: 'id'; id: number }
  /** Bare digits: the owner's barcode if one is stored, else the id. */
  | { kind: 'digits'; text: string; id: number | null }
  /** Anything else: a barcode's text, else words of the name. */
  | { kind: 'words'; text: string };

const PRODUCT_PATH = /^\/product\/(\d{1,10})\/?$/;

/** "m" or " M " -> "M"; an unknown size -> null. */
function sizeParam(value: string | null): string | null {
  const size = (value ?? '').trim().toUpperCase();
  return size !== '' && isKnownSize(size) ? size : null;
}

function readUrl(text: string): ScannedText {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'foreign-url' };
  }
  const id = parseId(PRODUCT_PATH.exec(url.pathname)?.[1]);
  if (id === null) return { kind: 'foreign-url' };
  return { kind: 'tag', id, size: sizeParam(url.searchParams.get('size')) };
}

export function readScannedText(raw: string): ScannedText {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (/^https?:\/\//i.test(text)) return readUrl(text);
  const hashId = /^#\s*(\d{1,10})$/.exec(text);
  if (hashId) {
    const id = parseId(hashId[1]);
    return id === null ? { kind: 'words', text } : { kind: 'id', id };
  }
  if (/^\d+$/.test(text)) return { kind: 'digits', text, id: parseId(text) };
  return { kind: 'words', text };
}
