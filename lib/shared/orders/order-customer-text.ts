// What the shopper typed at checkout, as the lines of the WhatsApp order message the shop reads
// first: who and their phone, pickup or delivery (address, PIN code and the state: the invoice's
// place of supply, so the shop sees it before confirming), the note. One list of labelled parts,
// so a new checkout detail is one more part; each part says whether and in which order it may be
// cut when the message runs out of room (by grapheme; never the phone, PIN code, state or the
// pickup line).
import { cutToMeasure } from '@/lib/shared/graphemes';
import { stateName } from '@/lib/shared/gst/states';
import { oneLine } from '@/lib/shared/whatsapp';
import { displayPhone } from './contact';
import type { Fulfilment } from './fulfilment';

export interface OrderCustomer {
  name: string;
  /** "+919876543210", or '' when none was given. */
  phone: string;
  fulfilment: Fulfilment;
  address: string;
  pincode: string;
  /** The delivery's GST state code ("32"), or '' when none is known. */
  state: string;
  note: string;
}

interface Part {
  label: string;
  value: string;
  /** Cut in ascending order when the text is too long; null: never cut. */
  cutOrder: number | null;
  /** Left out when cut to nothing (else it shows its label and "…"). */
  optional: boolean;
}

/** A multi-line address or note on one line: its lines joined with ", ". */
const joined = (text: string) =>
  oneLine(
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
  );

function partsOf(customer: OrderCustomer): Part[] {
  const parts: Part[] = [
    { label: 'Name: ', value: oneLine(customer.name), cutOrder: 3, optional: false },
  ];
  const phone = oneLine(displayPhone(customer.phone));
  if (phone) parts.push({ label: 'Phone: ', value: phone, cutOrder: null, optional: true });
  if (customer.fulfilment === 'delivery') {
    parts.push(
      { label: 'Delivery to: ', value: joined(customer.address), cutOrder: 2, optional: false },
      { label: 'PIN code: ', value: oneLine(customer.pincode), cutOrder: null, optional: false },
    );
    const state = customer.state ? stateName(customer.state) : '';
    if (state) parts.push({ label: 'State: ', value: state, cutOrder: null, optional: true });
  } else {
    parts.push({ label: '', value: 'Pickup at the shop', cutOrder: null, optional: false });
  }
  const note = joined(customer.note);
  if (note) parts.push({ label: 'Note: ', value: note, cutOrder: 1, optional: true });
  return parts;
}

const encoded = (text: string) => encodeURIComponent(text).length;

function render(parts: readonly Part[]): string {
  return parts
    .filter((p) => p.value !== '' || !p.optional)
    .map((p) => `${p.label}${p.value === '' ? '…' : p.value}`)
    .join('\n');
}

/**
 * The shopper's lines, their URL-encoded length at most `maxEncoded` where cutting the note, then
 * the address, then the name can get it there (Infinity: whole).
 */
export function customerText(customer: OrderCustomer, maxEncoded = Infinity): string {
  const parts = partsOf(customer);
  const order = parts
    .filter((p) => p.cutOrder !== null)
    .sort((a, b) => (a.cutOrder ?? 0) - (b.cutOrder ?? 0));
  for (const part of order) {
    if (encoded(render(parts)) <= maxEncoded) break;
    const whole = part.value;
    part.value = '';
    const room = maxEncoded - encoded(render(parts)) + (part.optional ? 0 : encoded('…'));
    // Dropping an optional part also drops its label and line break; keep them if it comes back.
    const extra = part.optional ? encoded(`\n${part.label}`) : 0;
    part.value = cutToMeasure(whole, room - extra, encoded);
  }
  return render(parts);
}
