'use client';

import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { TOAST_MIN_MS, toastOutletMounted } from './toast';

// sonner's rich success and error text colours miss WCAG AA (4.5:1) on their own backgrounds;
// these keep the same hues with enough contrast.
const colours = {
  '--success-text': '#05603a',
  '--error-text': '#b42318',
} as CSSProperties;

/** sonner's Toaster; loaded by components/ui/toaster.tsx on the first toast. */
export default function SonnerOutlet() {
  // Runs after the Toaster's own effect has subscribed it, so the first toast is not missed.
  useEffect(() => toastOutletMounted(toast), []);
  return (
    <Sonner
      position="top-center"
      duration={TOAST_MIN_MS}
      richColors
      closeButton={false}
      style={colours}
    />
  );
}
