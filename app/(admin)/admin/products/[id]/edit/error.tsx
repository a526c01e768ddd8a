'use client';

import { ErrorPanel } from '@/components/ui/error-panel';

/** The product could not be read (database down, ...): say so and offer a retry. */
export default function EditProductError(props: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel
      {...props}
      title="Failed to load product"
      message="Something went wrong while loading it. Please try again."
      link={{ href: '/admin/products', label: 'Back to products' }}
    />
  );
}
