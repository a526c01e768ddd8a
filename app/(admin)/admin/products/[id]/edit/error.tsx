'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** The product could not be read (database down, ...): say so and offer a retry. */
export default function EditProductError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[admin] edit page failed', error);
  }, [error]);
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-surface p-6 sm:p-8">
      <h1 className="font-display text-2xl text-brand">Failed to load product</h1>
      <p className="mt-2 text-muted">Something went wrong while loading it. Please try again.</p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white"
        >
          Try again
        </button>
        <Link
          href="/admin/products"
          className="rounded-lg border border-line px-4 py-2 font-semibold"
        >
          Back to products
        </Link>
      </div>
    </div>
  );
}
