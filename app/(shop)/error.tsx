'use client';

import { ErrorPanel } from '@/components/ui/error-panel';

/** A storefront page failed (the catalogue is unreachable, say): the nav stays, the page offers a retry. */
export default function ShopError(props: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel
      {...props}
      link={{ href: '/', label: 'Go to the home page' }}
      title="We couldn't load this page"
      message="Please check your connection and try again in a moment."
    />
  );
}
