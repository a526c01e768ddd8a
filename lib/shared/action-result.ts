// What every server action answers (and what the browser's admin requests read back): typed, safe
// to show, never a stack trace or a password.
import type { FieldErrors } from '@/lib/shared/validation/field-errors';

/** A refused or failed action: words safe to show, the fields to blame, the HTTP-like status. */
export interface ActionFailure {
  ok: false;
  /** The data layer's words, or the action's fallback when something unexpected failed. */
  message: string;
  /** Per-field messages when the input was refused (a 400); empty otherwise. */
  fieldErrors: FieldErrors;
  /** 400, 401, 403, 404, 409, 413, 500, … */
  status: number;
}

/**
 * An action's answer: `{ ok: true, ...done }` or a failure, with whatever more the action's
 * failures explain (`adminAction`'s `explain`: a refused confirm's short lines).
 */
export type ActionResult<Done extends object = object, Explained extends object = object> =
  ({ ok: true } & Done) | (ActionFailure & Explained);
