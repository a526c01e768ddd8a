import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { buttonStyles } from '@/components/ui/button-styles';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/** Anything that calls notFound() outside the storefront's own not-found pages. */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold tracking-widest text-[#7a4f0f] uppercase">404</p>
      <h1 className="mt-3 font-display text-3xl font-semibold">This page isn&apos;t here</h1>
      <p className="mt-3 text-muted">The link may be old or mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <IntentLink href="/" className={buttonStyles.primary}>
          Go to the home page
        </IntentLink>
        <IntentLink href="/all-products" className={buttonStyles.secondary}>
          Browse all products
        </IntentLink>
      </div>
    </main>
  );
}
