import type { ReactNode } from 'react';

/** The responsive grid every product list uses: 2 columns on phones up to 4 on desktops. */
export function ProductGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
    >
      {children}
    </ul>
  );
}
