'use client';

import { useRouter } from 'next/navigation';
import type { FocusEvent, MouseEvent, PointerEvent, ReactNode } from 'react';

/** The same-site link an event happened in, inside `container` (null: none, or another site). */
function siteLinkOf(target: EventTarget, container: Element): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !container.contains(link)) return null;
  if (link.origin !== window.location.origin || link.target || link.hasAttribute('download'))
    return null;
  return link;
}

/**
 * What IntentLink does (components/ui/intent-link.tsx), for every plain <a> inside one element
 * by event delegation: the page is fetched on intent (a pointer over it, a press, focus) and a
 * plain click navigates in the app. The links are server HTML, so a grid of cards needs no
 * client component per link, and a tap before this has loaded is an ordinary link.
 */
export function useIntentLinks() {
  const router = useRouter();
  const warm = (event: { target: EventTarget; currentTarget: Element }) => {
    const link = siteLinkOf(event.target, event.currentTarget);
    if (link) router.prefetch(link.pathname + link.search);
  };
  return {
    onPointerOver: (event: PointerEvent<Element>) => warm(event),
    onPointerDown: (event: PointerEvent<Element>) => warm(event),
    onFocus: (event: FocusEvent<Element>) => warm(event),
    onClick: (event: MouseEvent<Element>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = siteLinkOf(event.target, event.currentTarget);
      if (!link) return;
      event.preventDefault();
      router.push(link.pathname + link.search + link.hash);
    },
  };
}

/** A block whose plain links behave as IntentLinks (see useIntentLinks). */
export function IntentLinks({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={className} {...useIntentLinks()}>
      {children}
    </div>
  );
}
