'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { signOut } from '@/lib/browser/session/session';

/**
 * Ends the next-auth session and goes to `to` (/ by default, docs/product.md §4). next-auth's POST
 * /api/auth/signout clears the cookie and records the session as ended on the server
 * (events.signOut in lib/server/auth/options.ts), so a copy of the cookie stops working too;
 * other tabs follow (lib/browser/session). The navigation is ours (a client-side replace and
 * refresh).
 */
export function LogoutButton({
  className,
  to = '/',
  children = 'Logout',
}: {
  className?: string;
  to?: string;
  children?: string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch (error) {
      console.error('[auth] logout failed', error);
      setBusy(false);
      return;
    }
    router.replace(to);
    router.refresh();
  };
  return (
    <button type="button" disabled={busy} onClick={() => void logout()} className={className}>
      {busy ? 'Logging out…' : children}
    </button>
  );
}
