'use client';

import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

/** Opens the browser's print dialog; not on the paper itself. */
export function PrintButton({ children = 'Print' }: { children?: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`${buttonStyles.compact.primary} print:hidden`}
    >
      {children}
    </button>
  );
}
