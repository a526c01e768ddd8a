import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** A login or register input in the one form field (label, live error), bound to the form. */
export function AuthField({ id, label, error, registration, ...input }: AuthFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id)}
        className={inputClass}
      />
    </FormField>
  );
}

/** The username input of the login and register forms: no capitals, no spelling check. */
export function UsernameField(props: Pick<AuthFieldProps, 'id' | 'error' | 'registration'>) {
  return (
    <AuthField
      label="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
