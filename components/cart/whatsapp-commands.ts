'use client';

// Opening WhatsApp for a notify request or an order, with the spec §8 messages on failure.

import { toast } from 'sonner';
import { addNotifyRequest } from '@/lib/browser/cart/notify-requests';
import type { CartItem } from '@/lib/shared/cart/types';
import { notifyLink, openWhatsApp, orderLink } from '@/lib/shared/whatsapp';

export interface ShopContact {
  name: string;
  /** wa.me number: digits with the country code. */
  whatsapp: string;
}

export const WHATSAPP_MESSAGES = {
  popupBlocked: 'Please allow popups and try again.',
  notifyFailed: 'Could not send notify request. Try again.',
  orderFailed: 'Could not open WhatsApp. Please try again.',
} as const;

/**
 * Opens the notify message for the product, or for one sold-out `size` of it (the message names
 * the size); remembers the request (per size when given) when WhatsApp opened.
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

/** Opens the order message for the cart. */
export function sendOrder(items: readonly CartItem[], shop: ShopContact, siteUrl: string): boolean {
  try {
    const result = openWhatsApp(orderLink(shop.whatsapp, items, { shopName: shop.name, siteUrl }));
    if (result === 'opened') return true;
    toast.error(
      result === 'blocked' ? WHATSAPP_MESSAGES.popupBlocked : WHATSAPP_MESSAGES.orderFailed,
    );
  } catch (err) {
    console.warn('[whatsapp] order failed', err);
    toast.error(WHATSAPP_MESSAGES.orderFailed);
  }
  return false;
}
