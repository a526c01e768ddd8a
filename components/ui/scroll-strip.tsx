'use client';

import { useEffect, useRef, useState } from 'react';
import { stripClass, type StripProps } from './scroll-strip-style';

interface ScrollStripProps extends StripProps {
  /**
   * Whether the strip itself takes the keyboard's focus while it scrolls: yes for text, no for a
   * grid of inputs, whose own focus brings each into view.
   */
  focusable?: boolean;
}

type Reach = { overflows: boolean; atEnd: boolean };

/**
 * A table (or any wide content) that scrolls sideways when it does not fit, and says so: a shadow
 * at each edge with more beyond it (pure CSS, `.scroll-strip` in globals.css), "Scroll sideways
 * for more →" above it until the end is reached, and, while it scrolls, a named region that takes
 * the keyboard's focus so the arrow keys scroll it. When everything fits it is a plain block.
 */
export function ScrollStrip({ label, background, focusable = true, children }: ScrollStripProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [reach, setReach] = useState<Reach>({ overflows: false, atEnd: false });

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const measure = () => {
      const overflows = strip.scrollWidth > strip.clientWidth + 1;
      const atEnd = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1;
      setReach((was) =>
        was.overflows === overflows && was.atEnd === atEnd ? was : { overflows, atEnd },
      );
    };
    measure();
    // The strip's width (a rotated phone, a dialog opening) and its content's (cm to inches).
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    if (strip.firstElementChild) observer.observe(strip.firstElementChild);
    strip.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      strip.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div className="min-w-0">
      {reach.overflows ? (
        <p
          className={`pb-1 text-right text-xs font-semibold text-muted ${reach.atEnd ? 'invisible' : ''}`}
          aria-hidden="true"
        >
          Scroll sideways for more →
        </p>
      ) : null}
      <div
        ref={ref}
        className={stripClass(background)}
        data-scroll-strip
        role={reach.overflows ? 'region' : undefined}
        aria-label={reach.overflows ? `${label}, scrolls sideways` : undefined}
        tabIndex={reach.overflows && focusable ? 0 : undefined}
      >
        {children}
      </div>
    </div>
  );
}
