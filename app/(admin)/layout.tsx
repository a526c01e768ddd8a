import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccessDenied } from '@/components/admin/access-denied';
import { AdminSidebar } from '@/components/admin/admin-sidebar';
import { currentCaller } from '@/lib/server/admin';
import { statusCounts } from '@/lib/server/orders';
import { shopInfo } from '@/lib/server/shop';

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s · Admin' },
  robots: { index: false, follow: false },
};

// The proxy only redirects visitors without a session cookie early; this check (and the one in
// every admin data function and action) is the guard: a bad or expired cookie, or a customer,
// never gets past here.
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const caller = await currentCaller();
  if (!caller) redirect('/login?tab=admin');
  if (!caller.isSuperuser) return <AccessDenied username={caller.username} />;
  const waiting = (await statusCounts(caller)).new;
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <AdminSidebar shopName={shopInfo().name} username={caller.username} newOrders={waiting} />
      <main id="admin-main" className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-10">
        {children}
      </main>
    </div>
  );
}
