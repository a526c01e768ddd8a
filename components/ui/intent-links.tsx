'use client';

// Plain links (<a href>, in server HTML or drawn by a list's one client part) that still move
// inside the app and fetch their page on intent, as IntentLink does (components/ui/intent-link.tsx),
// through one set of listeners on the element around them: the links themselves hydrate nothing,
// and before the script has loaded they are ordinary links. Footer, breadcrumbs, the home page's
// category tiles and every product listing use it.
import { useRouter } from 'next/navigation';
import type {
  FocusEvent,
  HTMLAttributes,
  MouseEvent,
  PointerEvent,
  ReactNode,
  SyntheticEvent,
} from 'react';

/** Marks a link the browser should follow itself (an address that only redirects). */
export const BROWSER_LINK = 'data-browser-link';

/**
 * The same-origin link an event happened in, if any: a new tab, a download or a link marked
 * BROWSER_LINK is the browser's.
 */
function linkOf(event: SyntheticEvent): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download') || link.hasAttribute(BROWSER_LINK)) return null;
  if (link.origin !== window.location.origin) return null;
  return link;
}

const inApp = (link: HTMLAnchorElement) => link.pathname + link.search + link.hash;

export interface IntentLinkHandlers {
  onClick(event: MouseEvent): void;
  onPointerOver(event: PointerEvent): void;
  onPointerDown(event: PointerEvent): void;
  onFocus(event: FocusEvent): void;
}

/**
 * Handlers for the element around plain links: a plain left click navigates inside the app
 * (then `onNavigate`), a pointer over a link, a press or keyboard focus fetches its page.
 */
export function useIntentLinks(onNavigate?: () => void): IntentLinkHandlers {
  const router = useRouter();
  const warm = (event: SyntheticEvent) => {
    const link = linkOf(event);
    // The router keeps what it fetched, so a second intent costs nothing.
    if (link) router.prefetch(inApp(link));
  };
  return {
    onClick(event) {
      const link = linkOf(event);
      if (!link || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate?.();
      router.push(inApp(link));
    },
    onPointerOver: warm,
    onPointerDown: warm,
    onFocus: warm,
  };
}

/** A block of server-drawn plain links that behave as IntentLinks (see above). */
export function IntentLinks({
  children,
  ...rest
}: { children: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} {...useIntentLinks()}>
      {children}
    </div>
  );
}
