// The cash drawer's forms, the contract both ends read: opening the day with a float, cash paid
// in or out with a note, and the close's count by note and coin. The browser's forms hold text;
// the server parses the same schemas into paise and counts.
import { z } from '@/lib/shared/validation/zod';
import { plainText } from '@/lib/shared/validation/plain-text';
import { formatPrice, parseRupees } from '@/lib/shared/money';
import { DRAWER_NOTES, type DrawerNote, type DrawerTally } from './drawer';

/** ₹10,00,000: more than any drawer holds, so a slip of the finger is caught. */
const MAX_PAISE = 10_00_000_00;
const MAX_NOTES = 10_000;

const rupees = (label: string, example: string, { positive = false } = {}) =>
  z.string({ error: `Enter the ${label}.` }).transform((text, ctx) => {
    const paise = parseRupees(text.trim() === '' ? (positive ? '' : '0') : text);
    if (paise === null || paise > MAX_PAISE || (positive && paise === 0)) {
      ctx.addIssue({
        code: 'custom',
        message:
          paise !== null && paise > MAX_PAISE
            ? `Enter at most ${formatPrice(MAX_PAISE / 100)}.`
            : `Enter the ${label} in rupees, e.g. ${example}.`,
      });
      return z.NEVER;
    }
    return paise;
  });

export const openDaySchema = z.object({ float: rupees('float', '2000') });
export type OpenDayInput = z.input<typeof openDaySchema>;

export const CASH_MOVE_KINDS = ['in', 'out'] as const;
export type CashMoveKind = (typeof CASH_MOVE_KINDS)[number];
export const CASH_MOVE_LABELS: Record<CashMoveKind, string> = {
  in: 'Paid in',
  out: 'Paid out',
};

export const cashMoveSchema = z.object({
  kind: z.enum(CASH_MOVE_KINDS, { error: 'Choose paid in or paid out.' }),
  amount: rupees('amount', '250', { positive: true }),
  note: plainText(200, 'Note').min(1, 'Say what the cash was for, e.g. "tea and snacks".'),
});
export type CashMoveInput = z.input<typeof cashMoveSchema>;

/** The close form's field of a note: `n500`, `n200`, … */
export type NoteField = `n${DrawerNote}`;
export const noteField = (note: DrawerNote): NoteField => `n${note}`;

const noteCount = (note: DrawerNote) =>
  z.string({ error: `Enter how many ₹${note} notes.` }).transform((text, ctx) => {
    const plain = text.trim();
    if (plain === '') return 0;
    const n = /^\d{1,5}$/.test(plain) ? Number(plain) : NaN;
    if (!(n <= MAX_NOTES)) {
      ctx.addIssue({
        code: 'custom',
        message: `Enter how many ₹${note} notes as a whole number, e.g. 3.`,
      });
      return z.NEVER;
    }
    return n;
  });

const noteShape = Object.fromEntries(
  DRAWER_NOTES.map((note) => [noteField(note), noteCount(note)]),
);

export const closeDaySchema = z
  .object({
    ...(noteShape as Record<NoteField, ReturnType<typeof noteCount>>),
    coins: rupees('coins', '37.50'),
    note: plainText(300, 'Note').default(''),
    /**
     * The expected cash (paise) the owner saw when confirming; a sale or a move since changes
     * it, and the close is refused with the new figure rather than kept against an unseen one.
     */
    expectedSeen: z.number({ error: 'Reload the page and try again.' }).int(),
  })
  .transform(({ coins, note, expectedSeen, ...counts }) => {
    const notes = {} as Record<DrawerNote, number>;
    for (const n of DRAWER_NOTES) notes[n] = counts[noteField(n)];
    const tally: DrawerTally = { notes, coinsPaise: coins };
    return { tally, note, expectedSeen };
  });
export type CloseDayInput = z.input<typeof closeDaySchema>;

/** The close form's fields in the order it reads. */
export const CLOSE_FIELDS = [...DRAWER_NOTES.map(noteField), 'coins', 'note'] as const;

/** An empty close form. */
export function emptyCloseForm(expectedSeen: number): CloseDayInput {
  const counts = Object.fromEntries(DRAWER_NOTES.map((n) => [noteField(n), ''])) as Record<
    NoteField,
    string
  >;
  return { ...counts, coins: '', note: '', expectedSeen };
}

/**
 * The close form's live total while the owner types: each field read as the schema reads it, a
 * field not (yet) readable counting as nothing. The schema still refuses it at confirming.
 */
export function formTallyPaise(values: Partial<Record<NoteField | 'coins', unknown>>): number {
  let paise = 0;
  for (const note of DRAWER_NOTES) {
    const text = String(values[noteField(note)] ?? '').trim();
    if (/^\d{1,5}$/.test(text)) paise += Number(text) * note * 100;
  }
  const coins = parseRupees(String(values.coins ?? '').trim() || '0');
  return paise + (coins !== null && coins <= MAX_PAISE ? coins : 0);
}
