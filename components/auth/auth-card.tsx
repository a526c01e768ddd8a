import type { ReactNode } from 'react';

/** The centred card the login and register pages sit in (inside the shop layout's <main>). */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-[70dvh] items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-3xl text-brand">{title}</h1>
        {intro && <p className="mt-2 text-sm text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-line pt-4 text-center text-sm text-muted">
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
