'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { subscribeToastOutlet, toastOutletWanted } from './toast';

/**
 * The one toast outlet of the app; each toast stays as long as its words need (`toastDuration`,
 * components/ui/toast.ts), at least 4 s. Nothing of sonner is loaded
 * until the first toast is asked for (components/ui/toast.ts). A failed load (a phone losing its
 * connection) costs the toast, never the page: it is tried again on the next toast.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToastOutlet, toastOutletWanted, () => false);
  const [Outlet, setOutlet] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted || Outlet) return;
    let current = true;
    import('./sonner-outlet').then(
      (m) => current && setOutlet(() => m.default),
      (error: unknown) => {
        console.error('[toast] could not load the toast outlet', error);
        subscribeOnce(() => current && setAttempt((n) => n + 1));
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Outlet, attempt]);

  return Outlet ? <Outlet /> : null;
}

function subscribeOnce(listener: () => void) {
  const stop = subscribeToastOutlet(() => {
    stop();
    listener();
  });
}
