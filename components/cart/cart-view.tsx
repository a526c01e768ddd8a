'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { notifyEntry } from '@/lib/browser/cart/notify-requests';
import { emptyCart, emptyCartForNewOrder } from '@/lib/browser/cart/server-cart-commands';
import { syncServerCart } from '@/lib/browser/cart/server-cart-sync';
import { setQty } from '@/lib/browser/cart/store';
import { chosenSize } from '@/lib/shared/cart/line-size';
import { hasUnavailable, itemCount, subtotal } from '@/lib/shared/cart/totals';
import type { CartItem } from '@/lib/shared/cart/types';
import type { CheckoutOptions } from '@/lib/shared/orders/checkout-options';
import { removeCartLine } from './cart-commands';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CheckoutFormSlot } from './checkout-form-slot';
import { CheckoutSent, OrderOutcome } from './order-outcome';
import { changeCartLineSize } from './size-commands';
import type { CartRefresh } from './use-cart-refresh';
import { useCheckout } from './use-checkout';
import { useEffectiveCartItems, useNotifyRequests, syncsServerCart } from './use-cart';
import { sendNotifyRequest, type ShopContact } from './whatsapp-commands';

export const CART_VIEW_MESSAGES = {
  outOfStockBlocks: 'Some items are out of stock. Remove them to order on WhatsApp.',
  pricesChanged:
    'Some prices have changed since you added these items. The cart shows today’s prices.',
  refreshFailed:
    'Could not check today’s prices and stock. The shop will confirm them on WhatsApp.',
  confirmClear: 'Remove every item from your cart?',
  cleared: 'Cart cleared',
  newOrder: 'Cart emptied for a new order',
} as const;

export interface CartViewProps {
  shop: ShopContact;
  siteUrl: string;
  /** The shop's delivery rule, state and UPI choice (admin › Settings). */
  checkout: CheckoutOptions;
}

/** What the slot hands on: the page's props and the refresh it runs on every visit. */
export interface FilledCartProps extends CartViewProps {
  refresh: CartRefresh;
}

/**
 * The /cart page's interactive part once the cart has lines (cart-lines-slot.tsx loads it then):
 * lines, summary, checkout on WhatsApp. Its root is marked drawn, which hides the server's
 * skeleton (app/globals.css "The cart page's area").
 */
export function CartView({ shop, siteUrl, checkout: options, refresh }: FilledCartProps) {
  const items = useEffectiveCartItems();
  const notified = useNotifyRequests();
  const syncQuantities = () => {
    if (syncsServerCart()) syncServerCart(refresh.gone);
  };
  const checkout = useCheckout({ items, shop, siteUrl, onLinesChanged: syncQuantities });
  // When this page's order came back: the sent panel then replaces the button just pressed
  // (it takes focus, and ignores the rest of a double tap); null on a page opened already sent.
  const [sentAt, setSentAt] = useState<number | null>(null);

  // The last line removed: the server's empty-cart message shows again (the slot unmarks the area).
  if (items.length === 0) return null;

  function changeQty(line: CartItem, qty: number) {
    setQty(line.key, qty);
    syncQuantities();
  }

  function changeSize(line: CartItem, size: string) {
    const sizes = refresh.sizes.get(line.id);
    if (!sizes) return;
    changeCartLineSize(line, size, sizes, { signedIn: syncsServerCart(), gone: refresh.gone });
  }

  function clearAll() {
    if (!window.confirm(CART_VIEW_MESSAGES.confirmClear)) return;
    emptyCart(syncsServerCart());
    toast.success(CART_VIEW_MESSAGES.cleared);
  }

  /** Empties the cart as Clear cart does, after the same question, and starts a new order. */
  function startNewOrder() {
    if (!window.confirm(CART_VIEW_MESSAGES.confirmClear)) return;
    checkout.forgetSent();
    emptyCartForNewOrder(syncsServerCart());
    toast.success(CART_VIEW_MESSAGES.newOrder);
  }

  const blocked = hasUnavailable(items) ? CART_VIEW_MESSAGES.outOfStockBlocks : null;
  const anyPriceChanged = items.some((line) => refresh.previousPrices.has(line.id));

  return (
    <div
      data-cart-filled=""
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="flex flex-col gap-3">
        {anyPriceChanged && (
          <p
            role="status"
            className="rounded-md border border-accent/40 bg-accent-soft px-4 py-3 text-sm"
          >
            {CART_VIEW_MESSAGES.pricesChanged}
          </p>
        )}
        {refresh.state === 'failed' && (
          <p role="status" className="rounded-md border border-line bg-surface px-4 py-3 text-sm">
            {CART_VIEW_MESSAGES.refreshFailed}
          </p>
        )}
        <ul
          className="rounded-lg border border-line bg-surface px-4 shadow-sm sm:px-5"
          aria-label="Cart items"
        >
          {items.map((line) => (
            <CartLine
              key={line.key}
              line={line}
              previousPrice={refresh.previousPrices.get(line.id)}
              loweredFrom={refresh.loweredQty.get(line.key)}
              orderProblem={checkout.problems.get(line.key)}
              gone={refresh.gone.has(line.id)}
              notified={isNotified(notified, line)}
              sizeChoices={refresh.sizes.get(line.id)?.choices}
              sizesPending={refresh.state === 'checking'}
              onSizeChange={(size) => changeSize(line, size)}
              onQtyChange={(qty) => changeQty(line, qty)}
              onRemove={() => removeCartLine(line.key, line.id, syncsServerCart())}
              onNotify={() => sendNotifyRequest(line, shop, siteUrl, chosenSize(line))}
            />
          ))}
        </ul>
        <IntentLink
          href="/all-products"
          className="self-start text-sm font-medium text-brand hover:underline"
        >
          ← Continue shopping
        </IntentLink>
      </div>
      <CartSummary
        delivery={options.delivery}
        fulfilment={checkout.fulfilment}
        subtotal={subtotal(items)}
        count={itemCount(items)}
        outcome={<OrderOutcome note={checkout.note} />}
        onClear={checkout.sent ? undefined : clearAll}
      >
        {checkout.sent ? (
          <CheckoutSent
            order={checkout.sent}
            sentAt={sentAt}
            onOpenAgain={checkout.openAgain}
            onStartNew={startNewOrder}
          />
        ) : (
          <CheckoutFormSlot
            remembered={checkout.remembered}
            blockedReason={blocked}
            checking={refresh.state === 'checking'}
            onOrder={async (details) => {
              const fields = await checkout.order(details);
              setSentAt(performance.now());
              return fields;
            }}
            options={options}
            onFulfilmentChange={checkout.setFulfilment}
          />
        )}
      </CartSummary>
    </div>
  );
}

/** Whether the shopper asked about this line: its size when it has one, else its product. */
function isNotified(entries: readonly (number | string)[], line: CartItem): boolean {
  const entry = notifyEntry({ id: line.id, size: chosenSize(line) });
  return entry !== null && entries.includes(entry);
}
