import type { ReactNode } from 'react';

/**
 * One line in place of the menu: loading, failed or empty. As tall as the menu's bar from 769 px
 * (44 px), so the menu streaming in after it moves nothing below (CLS).
 */
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
      className={`px-4 py-3 text-sm ${tone === 'error' ? 'text-danger' : 'text-muted'}`}
    >
      {children}
    </p>
  );
}
