import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A labelled input whose error is linked by aria-describedby and announced (aria-live). */
export function AuthField({ id, label, error, registration, ...input }: AuthFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-xs outline-none transition focus:border-brand focus:ring-2 focus:ring-brand/20 aria-invalid:border-danger"
      />
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-danger">
        {error}
      </p>
    </div>
  );
}
