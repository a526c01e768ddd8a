'use client';

import { useEffect } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

/** The product could not be read (the database is unreachable, say): spec §8's message and a retry. */
export default function ProductError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-2xl font-semibold">Failed to load product.</h1>
      <p className="mt-3 text-muted">Please check your connection and try again in a moment.</p>
      <button type="button" onClick={() => retry()} className={`${buttonStyles.primary} mt-6`}>
        Try again
      </button>
    </div>
  );
}
