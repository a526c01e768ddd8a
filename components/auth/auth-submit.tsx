'use client';

import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The end of the login and register forms: the server's refusal, then the submit button. Until
 * hydration a press would post the form natively to its page, which answers with an empty form:
 * the typing is lost and nothing happens. The button waits for the handlers.
 */
export function AuthSubmit({
  error,
  busy,
  busyLabel,
  children,
}: {
  error: string | null;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <FormAlert message={error} />
      <button
        type="submit"
        disabled={busy || !hydrated}
        className="w-full rounded-lg bg-brand px-4 py-3 font-semibold text-white transition hover:bg-brand-strong disabled:opacity-60"
      >
        {busy ? busyLabel : children}
      </button>
    </>
  );
}
