'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

/** Last-resort boundary for pages outside the storefront's own: log, apologise, offer a retry. */
export default function AppError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-muted">
        Sorry, this page could not be shown. Please try again in a moment.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className={buttonStyles.primary}>
          Try again
        </button>
        <Link href="/" className={buttonStyles.secondary}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
