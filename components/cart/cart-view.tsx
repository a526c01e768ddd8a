'use client';

import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useHydrated } from '@/components/ui/use-hydrated';
import { applyOrderConflicts } from '@/lib/browser/orders/order-conflicts';
import { isSyncableCartId, scheduleQtySync } from '@/lib/browser/cart/qty-sync';
import { notifyEntry } from '@/lib/browser/cart/notify-requests';
import {
  readCartServerMap,
  setServerItemId,
  storedCartId,
  writeCartServerMap,
} from '@/lib/browser/cart/server-cart-keys';
import { pushRemove } from '@/lib/browser/cart/server-requests';
import { clearCart, getSnapshot, replaceItems, setQty } from '@/lib/browser/cart/store';
import { chosenSize } from '@/lib/shared/cart/line-size';
import { hasUnavailable, itemCount, subtotal } from '@/lib/shared/cart/totals';
import type { CartItem } from '@/lib/shared/cart/types';
import { removeCartLine } from './cart-commands';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CheckoutFormSlot } from './checkout-form-slot';
import type { FieldErrors } from './checkout-form';
import { OrderOutcome, type OrderNote } from './order-outcome';
import { openPendingWindow, placeOrder } from './place-order';
import { changeCartLineSize } from './size-commands';
import { useCartRefresh } from './use-cart-refresh';
import { useEffectiveCartItems, useNotifyRequests, useServerCartSync } from './use-cart';
import { sendNotifyRequest, type ShopContact } from './whatsapp-commands';
import type { CheckoutDetails } from '@/lib/shared/orders/checkout';
import type { CheckoutOptions } from '@/lib/shared/orders/checkout-options';
import { readCheckoutDetails } from '@/lib/browser/orders/checkout-details';

export const CART_VIEW_MESSAGES = {
  empty: 'Your cart is empty!',
  outOfStockBlocks: 'Some items are out of stock. Remove them to order on WhatsApp.',
  pricesChanged:
    'Some prices have changed since you added these items. The cart shows today’s prices.',
  refreshFailed:
    'Could not check today’s prices and stock. The shop will confirm them on WhatsApp.',
  confirmClear: 'Remove every item from your cart?',
  cleared: 'Cart cleared',
} as const;

interface CartViewProps {
  shop: ShopContact;
  siteUrl: string;
  /** The shop's delivery rule, state and UPI choice (admin › Settings). */
  checkout: CheckoutOptions;
}

/** The /cart page's interactive part: lines, summary, checkout on WhatsApp. */
export function CartView({ shop, siteUrl, checkout }: CartViewProps) {
  const hydrated = useHydrated();
  const items = useEffectiveCartItems();
  const syncsServer = useServerCartSync();
  const notified = useNotifyRequests();
  const refresh = useCartRefresh(hydrated);
  const [note, setNote] = useState<OrderNote | null>(null);
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [fulfilment, setFulfilment] = useState(() => readCheckoutDetails().fulfilment);

  // Until hydration the lines are unknown: the server's empty-cart message stays when the cart
  // is empty (the same nodes, so nothing repaints) and gives way to the skeleton otherwise.
  if (!hydrated || items.length === 0) return <EmptyCart pending={!hydrated} />;

  function changeQty(line: CartItem, qty: number) {
    setQty(line.key, qty);
    // Products gone from the shop would make the server refuse the whole sync.
    if (syncsServer()) {
      scheduleQtySync(
        storedCartId(),
        getSnapshot().filter((l) => !refresh.gone.has(l.id)),
      );
    }
  }

  function changeSize(line: CartItem, size: string) {
    const sizes = refresh.sizes.get(line.id);
    if (!sizes) return;
    changeCartLineSize(line, size, sizes, { signedIn: syncsServer(), gone: refresh.gone });
  }

  function clearAll() {
    if (!window.confirm(CART_VIEW_MESSAGES.confirmClear)) return;
    const mapped = Object.entries(readCartServerMap());
    const cartId = storedCartId();
    clearCart();
    toast.success(CART_VIEW_MESSAGES.cleared);
    if (!syncsServer()) return;
    // The sync PUT empties the whole server cart; without a cart id, delete the known lines.
    if (isSyncableCartId(cartId)) {
      scheduleQtySync(cartId, []);
      writeCartServerMap({});
    } else {
      for (const [serverLine, itemId] of mapped) {
        void pushRemove(itemId).then((ok) => {
          if (ok) setServerItemId(serverLine, null);
        });
      }
    }
  }

  /**
   * Opens the WhatsApp window at once (this runs inside the submit click), then saves the order
   * and acts on the answer. Nothing in the cart is lost: a refusal only marks or lowers lines.
   */
  async function order(details: CheckoutDetails): Promise<FieldErrors | null> {
    setNote(null);
    setProblems(new Map());
    const win = openPendingWindow();
    if (!win) return null;
    const placed = await placeOrder(win, items, details, shop, siteUrl);
    switch (placed.kind) {
      case 'saved':
        setNote({ kind: 'saved', number: placed.number, statusUrl: placed.statusUrl });
        return null;
      case 'fallback':
        setNote({ kind: 'fallback' });
        return null;
      case 'invalid':
        return placed.fields;
      case 'conflict': {
        const patch = applyOrderConflicts(getSnapshot(), placed.lines);
        replaceItems(patch.lines);
        if (syncsServer()) {
          scheduleQtySync(
            storedCartId(),
            getSnapshot().filter((l) => !refresh.gone.has(l.id)),
          );
        }
        setProblems(patch.messages);
        setNote({ kind: 'conflict', detail: placed.detail });
        return null;
      }
    }
  }

  const blocked = hasUnavailable(items) ? CART_VIEW_MESSAGES.outOfStockBlocks : null;
  const anyPriceChanged = items.some((line) => refresh.previousPrices.has(line.id));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
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
              orderProblem={problems.get(line.key)}
              gone={refresh.gone.has(line.id)}
              notified={isNotified(notified, line)}
              sizeChoices={refresh.sizes.get(line.id)?.choices}
              onSizeChange={(size) => changeSize(line, size)}
              onQtyChange={(qty) => changeQty(line, qty)}
              onRemove={() => removeCartLine(line.key, line.id, syncsServer())}
              onNotify={() => sendNotifyRequest(line, shop, siteUrl, chosenSize(line))}
            />
          ))}
        </ul>
        <Link
          href="/all-products"
          className="self-start text-sm font-medium text-brand hover:underline"
        >
          ← Continue shopping
        </Link>
      </div>
      <CartSummary
        delivery={checkout.delivery}
        fulfilment={fulfilment}
        subtotal={subtotal(items)}
        count={itemCount(items)}
        outcome={<OrderOutcome note={note} />}
        onClear={clearAll}
      >
        <CheckoutFormSlot
          blockedReason={blocked}
          checking={refresh.state === 'checking'}
          onOrder={order}
          options={checkout}
          onFulfilmentChange={setFulfilment}
        />
      </CartSummary>
    </div>
  );
}

/** Whether the shopper asked about this line: its size when it has one, else its product. */
function isNotified(entries: readonly (number | string)[], line: CartItem): boolean {
  const entry = notifyEntry({ id: line.id, size: chosenSize(line) });
  return entry !== null && entries.includes(entry);
}

/** Hidden while the area is marked as holding lines (cart-area.tsx). */
const HIDDEN_WITH_LINES = '[[data-cart-lines]_&]:hidden';

/** The empty cart; `pending` before hydration, when the mark decides between it and the skeleton. */
function EmptyCart({ pending }: { pending: boolean }) {
  return (
    <>
      <div
        className={`rounded-lg border border-line bg-surface px-6 py-14 text-center shadow-sm ${pending ? HIDDEN_WITH_LINES : ''}`}
      >
        <p className="font-display text-2xl">{CART_VIEW_MESSAGES.empty}</p>
        <p className="mt-2 text-muted">Find something you like and add it here.</p>
        <Link
          href="/all-products"
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-strong"
        >
          Browse products
        </Link>
      </div>
      {pending && <CartSkeleton />}
    </>
  );
}

/** Shown only while the area is marked as holding lines, until they render. */
function CartSkeleton() {
  return (
    <div
      className="hidden gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] [[data-cart-lines]_&]:grid"
      aria-busy="true"
      aria-label="Loading your cart"
    >
      <div className="h-64 animate-pulse rounded-lg border border-line bg-surface" />
      <div className="h-56 animate-pulse rounded-lg border border-line bg-surface" />
    </div>
  );
}
