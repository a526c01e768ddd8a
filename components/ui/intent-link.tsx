'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link that fetches its page when the shopper shows intent — a pointer over it, a finger or a
 * button going down on it, keyboard focus — rather than when it scrolls into view. Grids of
 * product and category cards would otherwise start one page fetch per card as the page loads,
 * each decoded on a cheap phone's main thread while the shopper is trying to tap. Every storefront
 * link is one of these: the shop's pages are rendered per request, so a prefetch brings only a
 * route's outline and the tap fetches the page either way (navigation measured the same without).
 */
export function IntentLink({
  href,
  onPointerEnter,
  onPointerDown,
  onFocus,
  ...rest
}: IntentLinkProps) {
  const router = useRouter();
  // The router keeps what it fetched, so a second intent costs nothing.
  const warm = () => router.prefetch(href);
  return (
    <Link
      {...rest}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        warm();
        onPointerEnter?.(event);
      }}
      onPointerDown={(event) => {
        warm();
        onPointerDown?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
    />
  );
}
