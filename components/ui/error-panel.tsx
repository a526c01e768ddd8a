'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

interface ErrorPanelProps {
  error: unknown;
  retry: () => void;
  title: string;
  message: string;
  /** A way out beside "Try again" (the home page, the admin's list). */
  link?: { href: string; label: string };
  /** The outermost boundary has no layout around it, so it is the page's <main> itself. */
  standalone?: boolean;
}

/** What an error boundary shows: the error logged, an apology, a retry (and a way home). */
export function ErrorPanel({
  error,
  retry,
  title,
  message,
  link,
  standalone = false,
}: ErrorPanelProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const Wrapper = standalone ? 'main' : 'div';
  return (
    <Wrapper
      role="alert"
      className={
        standalone
          ? 'mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center'
          : 'mx-auto max-w-xl px-4 py-20 text-center'
      }
    >
      <h1 className={`font-display font-semibold ${standalone ? 'text-3xl' : 'text-2xl'}`}>
        {title}
      </h1>
      <p className="mt-3 text-muted">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className={buttonStyles.primary}>
          Try again
        </button>
        {link ? (
          <IntentLink href={link.href} className={buttonStyles.secondary}>
            {link.label}
          </IntentLink>
        ) : null}
      </div>
    </Wrapper>
  );
}
