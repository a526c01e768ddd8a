'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

// How many storefront pages this tab has shown since it loaded the app: the product page's Back
// button goes back only when there is a page of ours to go back to.
let pagesShown = 0;

export function hasShopPageBehind(): boolean {
  return pagesShown > 1 || document.referrer.startsWith(`${window.location.origin}/`);
}

/** Counts client-side page changes; renders nothing. */
export function NavigationMemory() {
  const pathname = usePathname();
  useEffect(() => {
    pagesShown += 1;
  }, [pathname]);
  return null;
}
