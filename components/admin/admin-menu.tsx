'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { NewOrderBadge } from '@/components/orders/new-order-count';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { ADMIN_MENU, currentMenuItem } from './admin-menu-items';

const link =
  'flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-white/80 transition hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand md:min-h-0 md:py-2';

/**
 * Every admin page, from ADMIN_MENU: a column in the sidebar from 768 px; on a phone behind a
 * "Menu" button that opens the whole list (two columns, nothing scrolled out of sight) and closes
 * on a choice or Escape. `counts` are the layout's numbers for the items' badges.
 */
export function AdminMenu({ counts }: { counts: { newOrders: number } }) {
  const pathname = usePathname();
  const current = currentMenuItem(pathname);
  // Open on the page where it was opened: a choice navigates, and the new page finds it closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const listId = useId();

  return (
    <nav
      aria-label="Admin"
      className="px-3 pb-3 md:mt-8 md:px-0 md:pb-0"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          document.getElementById(`${listId}-toggle`)?.focus();
        }
      }}
    >
      <button
        id={`${listId}-toggle`}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-white/25 px-3 text-left text-sm font-medium hover:bg-white/10 md:hidden"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span>Menu</span>
        {/* Where you are, for the eye; the list marks it (aria-current) for a screen reader, and
            the button's name stays "Menu" rather than echo the page's own buttons. */}
        <span aria-hidden className="truncate text-white/70">
          · {current?.label ?? 'Admin'}
        </span>
        <NewOrderBadge count={counts.newOrders} />
      </button>
      <ul
        id={listId}
        className={`${open ? 'mt-2 grid' : 'hidden'} grid-cols-2 gap-1 md:mt-0 md:flex md:flex-col`}
      >
        {ADMIN_MENU.map((item) => (
          <li
            key={item.href}
            className={item.leavesAdmin ? 'md:mt-2 md:border-t md:border-white/15 md:pt-2' : ''}
          >
            <Link
              href={item.href}
              aria-current={item === current ? 'page' : undefined}
              className={link}
            >
              {item.label}
              {item.badge ? (
                <NewOrderBadge count={counts[item.badge]} testId="new-order-count" />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
