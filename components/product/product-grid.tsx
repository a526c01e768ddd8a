import { Suspense, type ReactNode } from 'react';
import { EarlyTaps } from './early-taps';
import { ListingController } from './listing-controller';

/**
 * The responsive grid every product list uses (2 columns on phones up to 4 on desktops), with the
 * listing's one controller around its cards and the inline script that keeps taps made before it.
 * The boundary lets React hydrate the cards after the rest of the page and in short slices (a
 * boundary's content hydrates at idle priority, yielding to the browser), rather than in the
 * page's one long first task; its content is in the first HTML, so nothing waits or shifts.
 */
export function ProductGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <>
      <EarlyTaps />
      <Suspense>
        <ListingController>
          <ul
            aria-label={label}
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
          >
            {children}
          </ul>
        </ListingController>
      </Suspense>
    </>
  );
}
