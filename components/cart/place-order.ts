'use client';

// Placing an order from the cart page. The WhatsApp window is opened blank in the click itself
// (popup blockers allow windows opened by a click, not after an await); the order is then saved
// under the checkout's key and the window sent to the saved order's message. When saving fails,
// the window gets the same message (lines and the shopper's details) without a number: an order
// is never lost because our server failed.

import { toast } from '@/components/ui/toast';
import { postOrder, orderRequestBody, type OrderOutcome } from '@/lib/browser/orders/order-request';
import type { CartItem } from '@/lib/shared/cart/types';
import type { CheckoutDetails } from '@/lib/shared/orders/checkout';
import { openWhatsApp } from '@/lib/browser/open-whatsapp';
import { checkoutLink } from '@/lib/shared/orders/order-message';
import { WHATSAPP_MESSAGES, type ShopContact } from './whatsapp-commands';

/** A window opened by the click, waiting for its address. */
export interface PendingWindow {
  go(url: string): void;
  close(): void;
}

/**
 * Opens an empty window; null (with the spec's message) when the browser blocked it or opening
 * failed. Call it synchronously from the click handler.
 */
export function openPendingWindow(): PendingWindow | null {
  let opened: Window | null;
  try {
    opened = window.open('', '_blank');
  } catch (err) {
    console.warn('[whatsapp] could not open a window', err);
    toast.error(WHATSAPP_MESSAGES.orderFailed);
    return null;
  }
  if (!opened) {
    toast.error(WHATSAPP_MESSAGES.popupBlocked);
    return null;
  }
  const win = opened;
  try {
    // The shop's WhatsApp page must not reach back into the cart (see openWhatsApp).
    win.opener = null;
  } catch {
    // nothing to cut
  }
  return {
    go(url) {
      try {
        win.location.href = url;
      } catch (err) {
        // The window went away (closed by the shopper): open the message in a new one.
        console.warn('[whatsapp] could not send the window on', err);
        openWhatsApp(url);
      }
    },
    close() {
      try {
        win.close();
      } catch {
        // already gone
      }
    },
  };
}

export type CheckoutOutcome =
  | { kind: 'saved'; number: string; statusUrl: string; whatsappUrl: string }
  | { kind: 'fallback' }
  | Extract<OrderOutcome, { kind: 'conflict' | 'invalid' }>;

/** Saves the order and sends `win` to the right WhatsApp message (or closes it: 409, 400). */
export async function orderOnWhatsApp(
  win: PendingWindow,
  items: readonly CartItem[],
  details: CheckoutDetails,
  shop: ShopContact,
  siteUrl: string,
  idempotencyKey: string,
): Promise<CheckoutOutcome> {
  const outcome = await postOrder(orderRequestBody(items, details, idempotencyKey));
  switch (outcome.kind) {
    case 'saved':
      win.go(outcome.whatsappUrl);
      return outcome;
    case 'conflict':
    case 'invalid':
      win.close();
      return outcome;
    case 'failed':
      win.go(checkoutLink(shop.whatsapp, items, { shopName: shop.name, siteUrl }, details, null));
      return { kind: 'fallback' };
  }
}
