import Link from 'next/link';
import { LogoutButton } from '@/components/auth/logout-button';
import { AdminMenu } from './admin-menu';

/**
 * The admin's frame: the shop's name, the menu of every admin page (admin-menu-items.ts) and
 * logout. A sidebar from 768 px; on a phone a top bar with a Menu button (the owner often works
 * from a phone). `newOrders` is the count beside Orders.
 */
export function AdminSidebar({
  shopName,
  username,
  newOrders,
}: {
  shopName: string;
  username: string;
  newOrders: number;
}) {
  return (
    <aside className="bg-brand text-white md:sticky md:top-0 md:flex md:h-dvh md:flex-col md:overflow-y-auto md:p-4">
      <div className="flex items-center justify-between gap-3 px-4 py-3 md:block md:px-2 md:pt-2 md:pb-0">
        <Link href="/admin-dashboard" className="block min-w-0">
          <span className="block truncate font-display text-lg leading-tight">{shopName}</span>
          <span className="block text-xs tracking-wide text-white/60 uppercase">Admin</span>
        </Link>
        <LogoutButton className="shrink-0 rounded-lg border border-white/30 px-3 py-1.5 text-sm font-medium hover:bg-white/10 md:hidden" />
      </div>
      <AdminMenu counts={{ newOrders }} />
      <div className="mt-auto hidden border-t border-white/15 pt-4 md:block">
        <p className="truncate px-3 text-sm text-white/70">
          Signed in as <span className="font-semibold text-white">{username}</span>
        </p>
        <LogoutButton className="mt-2 w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-white/90 hover:bg-white/10" />
      </div>
    </aside>
  );
}
