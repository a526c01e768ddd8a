'use client';

// The settings form's choices: a group of radios laid out across the form's width.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RadioChoices } from '@/components/ui/radio-choices';

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
