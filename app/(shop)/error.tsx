'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

/** A storefront page failed (the catalogue is unreachable, say): the nav stays, the page offers a retry. */
export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-2xl font-semibold">We couldn&apos;t load this page</h1>
      <p className="mt-3 text-muted">Please check your connection and try again in a moment.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className={buttonStyles.primary}>
          Try again
        </button>
        <Link href="/" className={buttonStyles.secondary}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
