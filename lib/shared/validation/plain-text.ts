import { z } from '@/lib/shared/validation/zod';

// Control characters have no use in any text field here (tab and line breaks excepted), and
// PostgreSQL cannot store NUL at all: text carrying them is refused with a clear message instead
// of failing in the database (which would be a 500).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

const ALL_CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** Free text from a query string (a search box): control characters become spaces. */
export function plainQueryText(value: string): string {
  return value.replace(ALL_CONTROL_CHARACTERS, ' ');
}

/**
 * A text field of a form or a body: trimmed, at most `max` characters, no control characters,
 * each refusal naming the field ("Name must be at most 100 characters.").
 */
export const plainText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(isPlainText, `${label} must not contain control characters.`);
