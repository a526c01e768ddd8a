'use client';

import { ErrorPanel } from '@/components/ui/error-panel';

/** Last-resort boundary for pages outside the storefront's own: log, apologise, offer a retry. */
export default function AppError(props: { error: unknown; retry: () => void }) {
  return (
    <ErrorPanel
      {...props}
      standalone
      link={{ href: '/', label: 'Go to the home page' }}
      title="Something went wrong"
      message="Sorry, this page could not be shown. Please try again in a moment."
    />
  );
}
