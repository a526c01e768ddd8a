'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './form-field';

interface RadioChoicesProps {
  /** Prefix of the ids: each radio is `{idPrefix}-{value}`, the error `{idPrefix}-error`. */
  idPrefix: string;
  legend: string;
  /** [value, label] pairs, in the order shown. */
  options: readonly (readonly [string, string])[];
  error?: string;
  registration: UseFormRegisterReturn;
  /** The fieldset's own classes (e.g. spanning a form grid's columns). */
  className?: string;
  /** How the choices lay out; two side by side unless told. */
  columns?: string;
}

/** A group of radios drawn as tappable choices (44 px tall), with the group's error under them. */
export function RadioChoices({
  idPrefix,
  legend,
  options,
  error,
  registration,
  className = '',
  columns = 'grid-cols-2',
}: RadioChoicesProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className={className} aria-describedby={errorId}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className={`mt-1 grid gap-2 ${columns}`}>
        {options.map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-checked:border-brand has-checked:bg-brand/5"
          >
            <input
              id={`${idPrefix}-${value}`}
              type="radio"
              value={value}
              {...registration}
              className="size-4 shrink-0 accent-brand"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
