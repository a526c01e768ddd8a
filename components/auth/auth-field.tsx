import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';

/** The username input of the login and register forms: no capitals, no spelling check. */
export function UsernameField(props: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      unmarked
      {...props}
    />
  );
}
