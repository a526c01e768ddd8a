'use client';

import { ErrorPanel } from '@/components/ui/error-panel';

/** Unexpected failures inside the admin: logged, explained, and retryable without a reload. */
export default function AdminError(props: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel
      {...props}
      title="Something went wrong"
      message="This page could not be loaded. Your data is safe; please try again."
    />
  );
}
