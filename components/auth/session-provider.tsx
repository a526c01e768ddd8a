'use client';

import { SessionProvider } from 'next-auth/react';
import type { ReactNode } from 'react';

/** The login state, re-checked every 5 s and on focus (spec §4); next-auth keeps tabs in step. */
export function AuthSessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchInterval={5} refetchOnWindowFocus>
      {children}
    </SessionProvider>
  );
}
