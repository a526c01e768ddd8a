import type { ReactNode } from 'react';

/** What a list shows when it has nothing: a title, a line of help and what to do next. */
export function EmptyState({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="mx-auto my-10 max-w-md rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center"
    >
      <p className="font-display text-xl text-ink">{title}</p>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
