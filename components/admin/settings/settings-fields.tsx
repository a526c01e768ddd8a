'use client';

// The settings form's controls: a text input and a group of radios on the shared FormField.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';

export function SettingsInput({
  id,
  label,
  hint,
  error,
  registration,
  className,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  className?: string;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={input.required}
      className={className}
    >
      <input
        id={id}
        {...registration}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint)}
        className={inputClass}
      />
    </FormField>
  );
}

export function SettingsRadios({
  name,
  legend,
  options,
  error,
  registration,
}: {
  name: string;
  legend: string;
  options: readonly (readonly [string, string])[];
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="sm:col-span-2" aria-describedby={`settings-${name}-error`}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-3">
        {options.map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-checked:border-brand has-checked:bg-brand/5"
          >
            <input
              id={`settings-${name}-${value}`}
              type="radio"
              value={value}
              {...registration}
              className="size-4 shrink-0 accent-brand"
            />
            {label}
          </label>
        ))}
      </div>
      <p
        id={`settings-${name}-error`}
        aria-live="polite"
        className="mt-1 text-sm text-danger empty:hidden"
      >
        {error}
      </p>
    </fieldset>
  );
}
