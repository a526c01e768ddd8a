'use client';

import { signOut } from 'next-auth/react';
import { useState } from 'react';

/** Ends the next-auth session (cookie cleared by the server) and goes to / (spec §4). */
export function LogoutButton({ className, callbackUrl = '/', children = 'Logout' }: {
  className?: string;
  callbackUrl?: string;
  children?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut({ callbackUrl }).catch(() => setBusy(false));
      }}
      className={className}
    >
      {busy ? 'Logging out…' : children}
    </button>
  );
}
