'use client';

// Opening WhatsApp for a notify request, and the docs/product.md §8 messages on failure (the order's
// window is opened by use-checkout.ts).

import { toast } from '@/components/ui/toast';
import { addNotifyRequest } from '@/lib/browser/cart/notify-requests';
import { postNotifyRequest } from '@/lib/browser/orders/post-notify-request';
import { openWhatsApp } from '@/lib/browser/open-whatsapp';
import type { ShopInfo } from '@/lib/shared/shop';
import { notifyLink } from '@/lib/shared/whatsapp';

/** The shop's name and wa.me number, for the messages. */
export type ShopContact = Pick<ShopInfo, 'name' | 'whatsapp'>;

export const WHATSAPP_MESSAGES = {
  popupBlocked: 'Please allow popups and try again.',
  notifyFailed: 'Could not send notify request. Try again.',
  orderFailed: 'Could not open WhatsApp. Please try again.',
} as const;

/**
 * Opens the notify message for the product, or for one sold-out `size` of it (the message names
 * the size); remembers the notify request (per size when given) when WhatsApp opened, and posts
 * it to the shop in the background (counted on the owner's wanted list).
 */
export function sendNotifyRequest(
  product: { id: number; name: string },
  shop: ShopContact,
  siteUrl: string,
  size: string | null = null,
): boolean {
  try {
    const link = notifyLink(
      shop.whatsapp,
      { id: product.id, name: product.name },
      { shopName: shop.name, siteUrl },
      size,
    );
    const result = openWhatsApp(link);
    if (result === 'opened') {
      addNotifyRequest({ id: product.id, size });
      void postNotifyRequest(product.id, size);
      return true;
    }
    toast.error(
      result === 'blocked' ? WHATSAPP_MESSAGES.popupBlocked : WHATSAPP_MESSAGES.notifyFailed,
    );
  } catch (err) {
    console.warn('[whatsapp] notify failed', err);
    toast.error(WHATSAPP_MESSAGES.notifyFailed);
  }
  return false;
}
