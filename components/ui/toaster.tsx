'use client';

import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

// sonner's rich success and error text colours miss WCAG AA (4.5:1) on their own backgrounds;
// these keep the same hues with enough contrast.
const colours = {
  '--success-text': '#05603a',
  '--error-text': '#b42318',
} as CSSProperties;

/** The one toast outlet of the app; toasts last 2000 ms (spec §9). */
export function Toaster() {
  return (
    <Sonner position="top-center" duration={2000} richColors closeButton={false} style={colours} />
  );
}
