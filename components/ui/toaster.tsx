'use client';

import { Toaster as Sonner } from 'sonner';

/** The one toast outlet of the app; toasts last 2000 ms (spec §9). */
export function Toaster() {
  return <Sonner position="top-center" duration={2000} richColors closeButton={false} />;
}
