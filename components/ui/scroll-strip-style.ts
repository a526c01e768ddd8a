// The look of a strip that scrolls sideways, shared by the live strip (components/ui/scroll-strip
// .tsx, which also says "Scroll sideways for more") and the static one a server page renders
// without script: the edge shadows of `.scroll-strip` (app/globals.css) in the colour behind it.
import type { ReactNode } from 'react';

export type StripBackground = 'surface' | 'canvas';

export interface StripProps {
  /** What the strip holds ("Garment measurements"), the name of its region. */
  label: string;
  /** The colour behind the strip, which its edge fades are drawn in. */
  background?: StripBackground;
  children: ReactNode;
}

export const stripClass = (background: StripBackground = 'surface') =>
  `scroll-strip overflow-x-auto ${background === 'canvas' ? 'scroll-strip-canvas' : ''}`;
