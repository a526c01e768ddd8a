'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';

/**
 * The category bar. At 768 px and below it folds behind a toggle reading 'Browse Categories'
 * or 'Close Menu' (docs/product.md §2, §9); it closes again after a navigation.
 */
export function CategoryNav({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // Open for the page it was opened on: moving to another page closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  return (
    <nav aria-label="Categories" className="border-t border-line">
      <div className="mx-auto max-w-7xl px-4 min-[769px]:px-6">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="category-menu"
          onClick={() => setOpenOn(open ? null : pathname)}
          className="my-2 inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-4 text-sm font-semibold text-brand min-[769px]:hidden"
        >
          {open ? <CloseIcon className="size-4" /> : <MenuIcon className="size-4" />}
          {open ? 'Close Menu' : 'Browse Categories'}
        </button>
        <div
          id="category-menu"
          className={`${open ? 'block' : 'hidden'} -mx-4 border-t border-line min-[769px]:mx-0 min-[769px]:block min-[769px]:border-0`}
        >
          {children}
        </div>
      </div>
    </nav>
  );
}
