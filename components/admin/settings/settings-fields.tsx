'use client';

// The settings form's controls: a text input and a group of radios on the shared FormField.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { RadioChoices } from '@/components/ui/radio-choices';

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
  autoCapitalize?: 'characters' | 'none';
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

/** A settings choice: radios across the form's width, three to a row from 640 px. */
export function SettingsRadios({
  name,
  ...props
}: {
  name: string;
  legend: string;
  options: readonly (readonly [string, string])[];
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <RadioChoices
      idPrefix={`settings-${name}`}
      className="sm:col-span-2"
      columns="sm:grid-cols-3"
      {...props}
    />
  );
}
