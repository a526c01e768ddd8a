// The one way a server's refusal reaches a react-hook-form form: each field's first message on
// that field (flat names, or dotted paths such as `rows.2.values.1` for the cells of a grid),
// and what no field takes (NON_FIELD, names the form does not have) for the form's alert.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { NON_FIELD, type FieldErrors } from '@/lib/shared/validation/field-errors';

export interface ServerErrorOptions {
  /**
   * The form's field names in the order it reads. A key outside them is the form's; without
   * them a key is a field when the form holds a value at that path.
   */
  fields?: readonly string[];
  /** Moves the focus to the first field given an error. */
  focus?: boolean;
  /** The refusal's own words for the alert; else the first message no field took. */
  message?: string;
  /** When the alert speaks: always (default), or only when no field took an error. */
  alert?: 'always' | 'when-no-field';
}

export interface AppliedServerErrors {
  /** The fields given an error, in the form's order (or the server's, without `fields`). */
  fields: string[];
  /** What the form's alert shows, or null. */
  alert: string | null;
}

type ErrorForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError'> &
  Partial<Pick<UseFormReturn<T>, 'getValues'>>;

export function applyServerErrors<T extends FieldValues>(
  form: ErrorForm<T>,
  fieldErrors: FieldErrors,
  { fields, focus = false, message, alert = 'always' }: ServerErrorOptions = {},
): AppliedServerErrors {
  const holds = (key: string) =>
    fields ? fields.includes(key) : form.getValues?.(key as FieldPath<T>) !== undefined;
  const keys = (fields ?? Object.keys(fieldErrors)).filter(
    (key) => key !== NON_FIELD && fieldErrors[key]?.[0] !== undefined && holds(key),
  );
  // A whole list's message before its items' (`rows` before `rows.2.size`): react-hook-form keeps
  // an item's error inside its list's, so the list's set later would drop the items'.
  const depth = (key: string) => key.split('.').length;
  for (const key of [...keys].sort((a, b) => depth(a) - depth(b)))
    form.setError(
      key as FieldPath<T>,
      { type: 'server', message: fieldErrors[key]![0] },
      { shouldFocus: focus && key === keys[0] },
    );
  const unplaced = Object.entries(fieldErrors).find(
    ([key, messages]) => !keys.includes(key) && messages[0] !== undefined,
  )?.[1][0];
  const speaks = alert === 'always' || keys.length === 0;
  return { fields: keys, alert: speaks ? (message ?? unplaced ?? null) : null };
}
