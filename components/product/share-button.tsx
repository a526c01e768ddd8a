'use client';

import type { MouseEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ShareIcon } from '@/components/ui/icons';
import { openWhatsApp } from '@/lib/browser/open-whatsapp';
import { whatsappLink } from '@/lib/shared/whatsapp';

/**
 * "Share" for a product: the phone's own share sheet (Web Share API) where the browser has one,
 * else WhatsApp's share screen with the product's name and link. It is a wa.me link to begin
 * with, so it works before the page's script has loaded and wherever sharing is missing; the
 * link's preview is the product's share card.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  // wa.me without a number lets the shopper pick the chat.
  const whatsapp = whatsappLink('', `${title}\n${url}`);

  function share(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    navigator.share({ title, url }).catch((error: unknown) => {
      // Closing the share sheet is no failure; a browser that refuses to share gets WhatsApp.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      openWhatsApp(whatsapp);
    });
  }

  return (
    <a
      href={whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      onClick={share}
      className={`${buttonStyles.secondary} min-w-11 shrink-0`}
      data-testid="share-product"
    >
      <ShareIcon />
      Share
    </a>
  );
}
