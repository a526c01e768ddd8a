'use client';

import { ErrorPanel } from '@/components/ui/error-panel';

/** The product could not be read (the database is unreachable, say): docs/product.md §8's message and a retry. */
export default function ProductError(props: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel
      {...props}
      title="Failed to load product."
      message="Please check your connection and try again in a moment."
    />
  );
}
