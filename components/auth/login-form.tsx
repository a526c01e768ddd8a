'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '@/lib/shared/validation/auth';
import { TextField } from '@/components/ui/form-field';
import { UsernameField } from './auth-field';
import { AuthSubmit } from './auth-submit';
import { LoginTabs, type LoginTab } from './login-tabs';
import { landingFor, withNext } from '@/lib/shared/safe-next';
import { signIn, type SignInResult } from '@/lib/browser/session/session';

const FALLBACK = 'Login failed. Please try again.';

/** next-auth passes our safe login messages through as `error`; its own codes are not for people. */
function messageFor(error: string | null | undefined): string {
  if (
    !error ||
    error === 'CredentialsSignin' ||
    error === 'undefined' ||
    /^[A-Z][A-Za-z]+$/.test(error)
  ) {
    return FALLBACK;
  }
  return error;
}

/** Customer and Admin tabs over one username/password form (docs/product.md §2, §6). */
export function LoginForm({ initialTab, next }: { initialTab: LoginTab; next: string | null }) {
  const router = useRouter();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [serverError, setServerError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = async ({ username, password }: LoginInput) => {
    setServerError(null);
    let result: SignInResult;
    try {
      result = await signIn(tab, { username, password });
    } catch {
      setServerError(FALLBACK);
      return;
    }
    if (!result.ok) {
      setServerError(messageFor(result.error));
      return;
    }
    setLeaving(true);
    router.replace(landingFor(tab, next));
    router.refresh();
  };

  return (
    <div>
      <LoginTabs
        active={tab}
        onChange={(t) => {
          setTab(t);
          setServerError(null);
        }}
      />
      {/* method="post": a submit before the page's script has loaded must never put the
          password in the URL (a GET form would), where logs and history keep it. */}
      <form
        id="login-panel"
        method="post"
        role="tabpanel"
        aria-labelledby={`login-tab-${tab}`}
        noValidate
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        className="mt-6 space-y-3"
      >
        <p className="text-sm text-muted">
          {tab === 'admin'
            ? 'Shop staff: sign in to manage the catalogue.'
            : 'Sign in to add products to your cart.'}
        </p>
        <UsernameField
          id="login-username"
          error={errors.username?.message}
          registration={register('username')}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          unmarked
          error={errors.password?.message}
          registration={register('password')}
        />
        <AuthSubmit error={serverError} busy={isSubmitting || leaving} busyLabel="Signing in…">
          {tab === 'admin' ? 'Login as admin' : 'Login'}
        </AuthSubmit>
      </form>
      {tab === 'customer' && (
        <p className="mt-6 text-center text-sm text-muted">
          New here?{' '}
          <IntentLink
            href={withNext('/register', next)}
            className="font-semibold text-brand underline-offset-4 hover:underline"
          >
            Create an account
          </IntentLink>
        </p>
      )}
    </div>
  );
}
