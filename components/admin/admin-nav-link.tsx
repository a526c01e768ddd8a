'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A sidebar link that marks the current section (aria-current) for sighted and AT users. */
export function AdminNavLink({
  href,
  except,
  children,
}: {
  href: string;
  /** Sub-pages that have their own sidebar link, so this one is not current there. */
  except?: readonly string[];
  children: ReactNode;
}) {
  const pathname = usePathname();
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const current = within(href) && !except?.some(within);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className="flex shrink-0 items-center gap-2 rounded-lg px-2.5 py-2 text-sm md:px-3 font-medium whitespace-nowrap text-white/80 transition hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand"
    >
      {children}
    </Link>
  );
}
