// The WhatsApp text a shopper sends the shop about their exchange or return, prefilled like an
// order's (lib/shared/orders/order-message.ts): the order and the request first, then each item
// with its pieces, the size wanted instead and the reason, the shopper's note, and the status
// link, so the owner finds the request in one tap:
//
//   Hello {shop}, about my order SP-1042: I would like to exchange a size (Return 12).
//
//   1. Cotton kurta (size M) → size L
//      Qty: 1 · Reason: Too small
//   2. Linen shirt (size L)
//      Qty: 2 · Reason: Damaged
//
//   Note: The stitching came apart
//
//   My order: https://…/orders/{token}
//
// It must fit WhatsApp's link length: the note is cut first, then the item names (by grapheme,
// lib/shared/graphemes.ts), then each item takes one line ("1. Cotton kurt. M→L x1 Too small"),
// at last without its name; no item is ever dropped.
import { cutGraphemes, cutToMeasure } from '@/lib/shared/graphemes';
import { DEFAULT_MESSAGE_BUDGET, oneLine, whatsappLink } from '@/lib/shared/whatsapp';
import { RETURN_REASON_LABELS, type ReturnAction, type ReturnReason } from './states';

export interface AskMessageLine {
  name: string;
  size: string | null;
  qty: number;
  reason: ReturnReason;
  /** The size wanted instead ('' for a return). */
  newSize: string;
}

export interface AskMessage {
  shopName: string;
  /** "SP-1042". */
  orderNumber: string;
  /** The request's id once saved, so the owner can find it. */
  returnId: number | null;
  action: ReturnAction;
  lines: readonly AskMessageLine[];
  note: string;
  /** Absolute URL of the order's status page. */
  statusUrl: string;
}

const WANTS: Record<ReturnAction, string> = {
  exchange: 'I would like to exchange a size',
  return: 'I would like to return',
};

const encoded = (text: string) => encodeURIComponent(text).length;

/** How items are written: in full (two lines each) or compact (one line), names cut to `nameMax`. */
type Form = { compact: boolean; nameMax: number | null };

const FORMS: readonly Form[] = [
  { compact: false, nameMax: null },
  { compact: false, nameMax: 40 },
  { compact: true, nameMax: 24 },
  { compact: true, nameMax: 12 },
  { compact: true, nameMax: 0 },
];

function itemLines(lines: readonly AskMessageLine[], form: Form): string {
  return lines
    .map((l, i) => {
      const full = oneLine(l.name);
      const name = form.nameMax === null ? full : cutGraphemes(full, form.nameMax, '.');
      const reason = RETURN_REASON_LABELS[l.reason];
      if (form.compact) {
        const sizes = [l.size ? oneLine(l.size) : '', l.newSize ? `→${oneLine(l.newSize)}` : '']
          .join('')
          .trim();
        return [`${i + 1}.`, name, sizes, `x${l.qty}`, reason].filter(Boolean).join(' ');
      }
      const had = l.size ? ` (size ${oneLine(l.size)})` : '';
      const wants = l.newSize ? ` → size ${oneLine(l.newSize)}` : '';
      return `${i + 1}. ${name}${had}${wants}\n   Qty: ${l.qty} · Reason: ${reason}`;
    })
    .join('\n');
}

/** The message's text, within `maxEncoded` characters once URL-encoded when it can be. */
export function askMessage(ask: AskMessage, maxEncoded = DEFAULT_MESSAGE_BUDGET): string {
  const ref = ask.returnId === null ? '' : ` (Return ${ask.returnId})`;
  const head = `Hello ${oneLine(ask.shopName)}, about my order ${ask.orderNumber}: ${WANTS[ask.action]}${ref}.`;
  const tail = `My order: ${ask.statusUrl}`;
  const note = oneLine(ask.note);
  let text = '';
  for (const form of FORMS) {
    const base = `${head}\n\n${itemLines(ask.lines, form)}\n\n`;
    const withNote = (n: string) => `${base}${n ? `Note: ${n}\n\n` : ''}${tail}`;
    text = withNote(note);
    if (encoded(text) <= maxEncoded) return text;
    const room = maxEncoded - encoded(withNote(''));
    // "Note: " and the blank line after it take their own room.
    const kept = cutToMeasure(note, room - encoded('Note: \n\n'), encoded);
    if (kept && encoded(withNote(kept)) <= maxEncoded) return withNote(kept);
    text = withNote('');
    if (encoded(text) <= maxEncoded) return text;
  }
  return text;
}

/** The wa.me link that opens the shop's chat with the message typed in. */
export function askMessageLink(shopWhatsapp: string, ask: AskMessage): string {
  return whatsappLink(shopWhatsapp, askMessage(ask));
}
