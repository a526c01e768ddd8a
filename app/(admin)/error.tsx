'use client';

import { useEffect } from 'react';

/** Unexpected failures inside the admin: logged, explained, and retryable without a reload. */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error('[admin] page failed', error);
  }, [error]);
  return (
    <div role="alert" className="rounded-2xl border border-danger/30 bg-surface p-6">
      <h1 className="font-display text-2xl text-brand">Something went wrong</h1>
      <p className="mt-2 text-muted">
        This page could not be loaded. Your data is safe; please try again.
      </p>
      <button
        type="button"
        onClick={() => retry()}
        className="mt-4 rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
      >
        Try again
      </button>
    </div>
  );
}
