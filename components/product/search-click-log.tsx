'use client';

import { useEffect } from 'react';
import { logSearchClick } from '@/lib/browser/search/search-log';

/** Reports a product opened from these search results (nothing is rendered). */
export function SearchClickLog({ query }: { query: string }) {
  useEffect(() => {
    const opened = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('[data-testid="product-card"] a');
      if (link) logSearchClick(query);
    };
    document.addEventListener('click', opened);
    return () => document.removeEventListener('click', opened);
  }, [query]);
  return null;
}
