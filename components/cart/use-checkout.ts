'use client';

// The cart page's checkout: "Order on WhatsApp" saves the order under this checkout's key (so a
// second tap or a retry is the same order, lib/browser/orders/checkout-attempt.ts) and opens
// WhatsApp; then, while the cart holds the same lines, the page shows the order as sent, can open
// its message again and offers a new order. A refusal (a line sold out meanwhile) marks lines.
// The remembered details are read here once, for the form and the summary's pickup or delivery.

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import {
  checkoutKey,
  checkoutLines,
  forgetCheckout,
  rememberSentOrder,
  sentOrderFor,
  type SentOrder,
} from '@/lib/browser/orders/checkout-attempt';
import { readCheckoutDetails, writeCheckoutDetails } from '@/lib/browser/orders/checkout-details';
import { applyOrderConflicts } from '@/lib/browser/orders/order-conflicts';
import { openPendingWindow, openWhatsApp } from '@/lib/browser/open-whatsapp';
import { getSnapshot, replaceItems } from '@/lib/browser/cart/store';
import type { CartItem } from '@/lib/shared/cart/types';
import type { CheckoutDetails } from '@/lib/shared/orders/checkout';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';
import type { OrderNote } from './order-outcome';
import { WHATSAPP_MESSAGES, type ShopContact } from './whatsapp-commands';

// The request (with the zod schema it reads a refusal with) loads at the first order, not with
// the cart page: by then the checkout form's chunk has brought zod already.
const orderRequest = () => import('@/lib/browser/orders/order-request');

interface CheckoutOptions {
  items: readonly CartItem[];
  shop: ShopContact;
  siteUrl: string;
  /** After a refusal changed lines: send the cart's new quantities to the server cart. */
  onLinesChanged(): void;
}

export function useCheckout({ items, shop, siteUrl, onLinesChanged }: CheckoutOptions) {
  const [note, setNote] = useState<OrderNote | null>(null);
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  // The details this browser remembered, read once: they fill the form (again after an order,
  // with what was sent), and their pickup or delivery is the summary's until the form says.
  const [remembered, setRemembered] = useState(readCheckoutDetails);
  const [fulfilment, setFulfilment] = useState(remembered.fulfilment);
  // Re-read after a save or a new start; the lines decide whether the stored order still applies.
  const [, setVersion] = useState(0);
  const lines = checkoutLines(items);
  const sent: SentOrder | null = sentOrderFor(lines);

  /**
   * Opens the WhatsApp window at once (this runs inside the submit click), then saves the order
   * and acts on the answer. Nothing in the cart is lost: a refusal only marks or lowers lines.
   */
  async function order(details: CheckoutDetails): Promise<FieldErrors | null> {
    setNote(null);
    setProblems(new Map());
    writeCheckoutDetails(details);
    setRemembered(details);
    const win = openPendingWindow();
    if (typeof win === 'string') {
      toast.error(
        win === 'blocked' ? WHATSAPP_MESSAGES.popupBlocked : WHATSAPP_MESSAGES.orderFailed,
      );
      return null;
    }
    const request = await orderRequest().catch((err: unknown) => {
      console.warn('[orders] could not load the order request', err);
      return null;
    });
    if (!request) {
      // Nothing was sent: the cart is as it was, and the next tap tries again.
      win.close();
      toast.error(WHATSAPP_MESSAGES.orderFailed);
      return null;
    }
    const key = checkoutKey(lines);
    const placed = await request.orderOnWhatsApp(win, items, details, shop, siteUrl, key);
    switch (placed.kind) {
      case 'saved':
        rememberSentOrder(lines, key, placed);
        setVersion((v) => v + 1);
        return null;
      case 'fallback':
        setNote({ kind: 'fallback' });
        return null;
      case 'invalid':
        return placed.fields;
      case 'conflict': {
        const patch = applyOrderConflicts(getSnapshot(), placed.lines);
        replaceItems(patch.lines);
        onLinesChanged();
        setProblems(patch.messages);
        setNote({ kind: 'conflict', detail: placed.detail });
        return null;
      }
    }
  }

  /** The sent order's WhatsApp message again (the shopper closed it, or it did not open). */
  function openAgain() {
    if (!sent) return;
    const result = openWhatsApp(sent.whatsappUrl);
    if (result !== 'opened')
      toast.error(
        result === 'blocked' ? WHATSAPP_MESSAGES.popupBlocked : WHATSAPP_MESSAGES.orderFailed,
      );
  }

  /** The next order starts afresh: a new key even if the same lines are ordered again. */
  function forgetSent() {
    forgetCheckout();
    setNote(null);
    setVersion((v) => v + 1);
  }

  return {
    note,
    problems,
    sent,
    remembered,
    fulfilment,
    setFulfilment,
    order,
    openAgain,
    forgetSent,
  };
}
