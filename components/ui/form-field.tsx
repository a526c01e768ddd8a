import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

// The one labelled form control of every form: a label, the control, an optional hint and an
// error region linked by aria-describedby and announced (aria-live); `TextField` is the text
// input (or text area) bound to react-hook-form that the forms draw their text fields with.

export const inputClass =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-xs outline-none transition focus:border-brand focus:ring-2 focus:ring-brand/20 aria-invalid:border-danger disabled:bg-canvas disabled:text-muted sm:text-sm';

/** Ids a control points aria-describedby at: its hint (if any) and its live error region. */
export const describedBy = (id: string, hint?: string) =>
  hint ? `${id}-hint ${id}-error` : `${id}-error`;

/** What a labelled control is drawn with, around the control itself. */
interface FieldFrame {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Marks the label (*) (and a TextField's control) as required. */
  required?: boolean;
  /** The field's own classes (e.g. spanning a form grid's columns). */
  className?: string;
}

/**
 * A labelled control with an optional hint and an error region that is linked by
 * aria-describedby and announced when it changes (aria-live).
 */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * The live error region under a control or a group (a fieldset of radios or checkboxes): empty
 * until there is an error, announced when it changes; `id` is what aria-describedby names.
 */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm text-danger empty:hidden">
      {children}
    </p>
  );
}

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'className' | 'required' | 'children'
>;

interface TextFieldProps extends InputAttributes, FieldFrame {
  /** The control's binding to its form: react-hook-form's `register(name)`. */
  registration: UseFormRegisterReturn;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** No * on the label even when required: a form whose every field is (login, register). */
  unmarked?: boolean;
}

/**
 * The one text control of every form (login, register, checkout, settings, product): an input,
 * or a text area when `rows` is given, in a FormField and bound to react-hook-form.
 */
export function TextField(props: TextFieldProps) {
  const { registration, rows, unmarked, ...field } = props;
  const { label, hint, error, required, className, ...input } = field;
  const { id } = input;
  const frame = { id, label, hint, error, required: required && !unmarked, className };
  const control = {
    id,
    ...registration,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint),
    className: inputClass,
  };
  return (
    <FormField {...frame}>
      {rows ? (
        <textarea
          rows={rows}
          autoComplete={input.autoComplete}
          placeholder={input.placeholder}
          maxLength={input.maxLength}
          {...control}
        />
      ) : (
        <input {...input} {...control} />
      )}
    </FormField>
  );
}
