import Link from 'next/link';
import type { ReactNode } from 'react';
import { LogoutButton } from '@/components/auth/logout-button';
import { AdminNavLink } from './admin-nav-link';

/**
 * The admin's navigation: a sidebar from 768 px up, a compact top bar with a scrollable row of
 * links below that (the owner often works from a phone). `newOrders` is the Orders link's badge
 * (components/orders/new-order-count.tsx), rendered by the layout with the caller.
 */
export function AdminSidebar({
  shopName,
  username,
  newOrders,
}: {
  shopName: string;
  username: string;
  newOrders?: ReactNode;
}) {
  return (
    <aside className="bg-brand text-white md:sticky md:top-0 md:flex md:h-dvh md:flex-col md:p-4">
      <div className="flex items-center justify-between gap-3 px-4 pt-3 md:block md:px-2 md:pt-2">
        <Link href="/admin-dashboard" className="block min-w-0">
          <span className="block truncate font-display text-lg leading-tight">{shopName}</span>
          <span className="block text-xs tracking-wide text-white/60 uppercase">Admin</span>
        </Link>
        <div className="flex shrink-0 items-center gap-1 md:hidden">
          <Link
            href="/"
            className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-white/80 hover:bg-white/10 hover:text-white"
          >
            Shop
          </Link>
          <LogoutButton className="rounded-lg border border-white/30 px-3 py-1.5 text-sm font-medium hover:bg-white/10" />
        </div>
      </div>
      <nav aria-label="Admin" className="mt-2 md:mt-8">
        <ul className="flex gap-1 overflow-x-auto px-3 pb-3 md:flex-col md:px-0 md:pb-0">
          <li>
            <AdminNavLink href="/admin-dashboard">Dashboard</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/orders">Orders {newOrders}</AdminNavLink>
          </li>
          <li>
            <AdminNavLink
              href="/admin/products"
              except={['/admin/products/new', '/admin/products/import']}
            >
              Products
            </AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/products/new">Add product</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/products/import">Spreadsheet</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/wanted">Wanted</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/search">Search</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/poster">Shop poster</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/backups">Backups</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/settings">Settings</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/tax-rates">Tax rates</AdminNavLink>
          </li>
          <li>
            <AdminNavLink href="/admin/invoices">Invoices</AdminNavLink>
          </li>
          <li className="hidden md:block">
            <Link
              href="/"
              className="flex shrink-0 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-white/80 hover:bg-white/10 hover:text-white"
            >
              View shop
            </Link>
          </li>
        </ul>
      </nav>
      <div className="mt-auto hidden border-t border-white/15 pt-4 md:block">
        <p className="truncate px-3 text-sm text-white/70">
          Signed in as <span className="font-semibold text-white">{username}</span>
        </p>
        <LogoutButton className="mt-2 w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-white/90 hover:bg-white/10" />
      </div>
    </aside>
  );
}
