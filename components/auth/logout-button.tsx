'use client';

import { useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { useState } from 'react';

/**
 * Ends the next-auth session (the server clears the cookie; other tabs follow) and goes to `to`
 * (/ by default, spec §4). The navigation is ours, not next-auth's: its redirect URL is built
 * from NEXTAUTH_URL, which a deployment may not set.
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
      await signOut({ redirect: false });
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
