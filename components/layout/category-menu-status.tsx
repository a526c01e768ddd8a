import type { ReactNode } from 'react';

/** One line in place of the menu: loading, failed or empty. */
export function MenuStatus({
  children,
  tone = 'muted',
}: {
  children: ReactNode;
  tone?: 'muted' | 'error';
}) {
  return (
    <p
      role="status"
      className={`px-4 py-3 text-sm min-[769px]:py-2.5 ${tone === 'error' ? 'text-danger' : 'text-muted'}`}
    >
      {children}
    </p>
  );
}
