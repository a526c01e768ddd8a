'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  registerFormSchema,
  type RegisterForm as RegisterValues,
} from '@/lib/shared/validation/auth';
import { TextField } from '@/components/ui/form-field';
import { UsernameField } from './auth-field';
import { AuthSubmit } from './auth-submit';
import { readApiError } from '@/lib/browser/api-error';
import { siteFetch } from '@/lib/browser/site-fetch';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';
import { applyServerErrors } from '@/components/ui/server-errors';
import { withNext } from '@/lib/shared/safe-next';

const FALLBACK = 'Registration failed. Please try again.';
const API_FIELDS = ['username', 'email', 'password'] as const;

type Outcome = { ok: true } | { ok: false; message: string; fieldErrors: FieldErrors };

/** POST /api/user-register/: 201 on success; 400 {"error": "..."} (or per-field lists) otherwise. */
async function registerAccount({ username, email, password }: RegisterValues): Promise<Outcome> {
  let response: Response;
  try {
    response = await siteFetch('POST', '/api/user-register/', {
      json: { username, email, password },
    });
  } catch {
    return { ok: false, message: FALLBACK, fieldErrors: {} };
  }
  if (response.ok) return { ok: true };
  const { message, fieldErrors } = await readApiError(response);
  const fieldMessage = API_FIELDS.map((key) => fieldErrors[key]?.[0]).find(Boolean);
  return { ok: false, message: message ?? fieldMessage ?? FALLBACK, fieldErrors };
}

/**
 * Create an account (docs/product.md §5 rules, checked here and again by the server). `next` is where the
 * shopper was going when login sent them here: the login page after the alert carries it on.
 */
export function RegisterForm({ next = null }: { next?: string | null }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = async (values: RegisterValues) => {
    setServerError(null);
    const outcome = await registerAccount(values);
    if (!outcome.ok) {
      const applied = applyServerErrors({ setError }, outcome.fieldErrors, {
        fields: API_FIELDS,
        message: outcome.message,
      });
      setServerError(applied.alert);
      return;
    }
    setLeaving(true);
    window.alert('Registration successful! Please login to continue.');
    router.push(withNext('/login', next));
  };

  return (
    // method="post": see login-form.tsx (no password in a URL before the script has loaded).
    <form
      method="post"
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      className="space-y-3"
    >
      <UsernameField
        id="register-username"
        error={errors.username?.message}
        registration={register('username')}
      />
      <TextField
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        unmarked
        error={errors.email?.message}
        registration={register('email')}
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        unmarked
        error={errors.password?.message}
        registration={register('password', {
          // A changed password re-checks an already-shown confirmation message.
          onChange: () => {
            if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
          },
        })}
      />
      <TextField
        id="register-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        unmarked
        error={errors.confirmPassword?.message}
        registration={register('confirmPassword')}
      />
      <AuthSubmit error={serverError} busy={isSubmitting || leaving} busyLabel="Creating account…">
        Create account
      </AuthSubmit>
    </form>
  );
}
