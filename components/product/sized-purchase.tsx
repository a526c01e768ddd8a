'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useId, useRef, useState, type ReactNode } from 'react';
import { removeCartLine } from '@/components/cart/cart-commands';
import {
  useAvailability,
  useCartItems,
  useIsNotified,
  syncsServerCart,
} from '@/components/cart/use-cart';
import { sendNotifyRequest, type ShopContact } from '@/components/cart/whatsapp-commands';
import { buttonStyles } from '@/components/ui/button-styles';
import type { CartProduct } from '@/lib/shared/product';
import { fewLeftText, inCartText, lineOfSize, sizeOptions } from './size-choice';
import { SizeGuideLink } from './size-guide-link';
import { focusSizePicker, SizePicker } from './size-picker';

export const CHOOSE_SIZE_MESSAGE = 'Please choose a size';

interface NotifyTarget {
  shop: ShopContact;
  /** Public base URL for the links in WhatsApp messages. */
  siteUrl: string;
}

interface SizedPurchaseProps {
  product: CartProduct;
  /** The size the page was opened for (?size=M), already checked to be offered. */
  initialSize?: string | null;
  /**
   * Adds one of the product in `size` (a choosable size), or with `null` for a product that is
   * out of stock altogether (the cart command says so, as for a product without sizes).
   */
  onAdd: (size: string | null) => void;
  /** The product page: Notify me per size through WhatsApp. Quick View has no notify. */
  notify?: NotifyTarget;
  /** Buttons after the main one (Go to Cart, Back, View details). */
  children?: ReactNode;
  /** Classes for the main button (Quick View stretches it). */
  actionClassName?: string;
  /** Name the product in the main button's label ("Add to Cart: {name}"), as the cards do. */
  namedLabels?: boolean;
  /**
   * The product page: the chosen size goes into the address (?size=M), so a reload, a shared
   * link and the colour swatches keep it.
   */
  sizeInAddress?: boolean;
}

function NotifyButton({
  product,
  size,
  notify,
  className,
}: {
  product: CartProduct;
  size: string | null;
  notify: NotifyTarget;
  className: string;
}) {
  const notified = useIsNotified(product.id, size);
  return (
    <button
      type="button"
      className={className}
      disabled={notified}
      onClick={() => sendNotifyRequest(product, notify.shop, notify.siteUrl, size)}
    >
      {size === null
        ? notified
          ? 'You will be notified'
          : 'Notify me'
        : `${notified ? 'You will be notified' : 'Notify me'} when ${size} is back`}
    </button>
  );
}

/**
 * The size picker with the product's main button under it (product page and Quick View, for a
 * product with sizes). Add to Cart needs a chosen size: without one it says "Please choose a
 * size" beside the group and moves focus there. The main button follows the chosen size: Add to
 * Cart, Remove from Cart when that size is already in the cart (another size can still be
 * chosen and added), or Notify me when it is sold out. Sold-out sizes cannot be chosen, so the
 * product page lists a Notify me for each of them under the picker.
 */
export function SizedPurchase({
  product,
  initialSize = null,
  onAdd,
  notify,
  children,
  actionClassName = '',
  namedLabels = false,
  sizeInAddress = false,
}: SizedPurchaseProps) {
  const [chosen, setChosen] = useState<string | null>(initialSize);
  const [missing, setMissing] = useState(false);
  const group = useRef<HTMLFieldSetElement>(null);
  const hintId = useId();
  const errorId = useId();
  const lines = useCartItems();
  const available = useAvailability(product.id, product.inStock);

  const options = sizeOptions(product, available);
  const chosenSoldOut = options.some((o) => o.size === chosen && o.soldOut);
  const chosenLine = chosen === null ? undefined : lineOfSize(lines, product.id, chosen);
  const someChoosable = options.some((o) => !o.soldOut);
  // What the chosen size's stock means for the shopper: sold out (opened for it), or few left.
  const stockHint = chosenSoldOut ? `${chosen} is sold out` : fewLeftText(product, chosen);
  const inCart = inCartText(lines, product);

  function choose(size: string) {
    setChosen(size);
    setMissing(false);
    if (sizeInAddress) {
      const url = new URL(window.location.href);
      url.searchParams.set('size', size);
      window.history.replaceState(window.history.state, '', url);
    }
  }

  function add() {
    if (!someChoosable) {
      onAdd(null);
      return;
    }
    if (chosen === null) {
      setMissing(true);
      focusSizePicker(group.current);
      return;
    }
    onAdd(chosen);
  }

  const main = `${buttonStyles.primary} ${actionClassName}`;
  const label = (text: string) => (namedLabels ? `${text}: ${product.name}` : undefined);
  let action: ReactNode;
  if (chosenLine) {
    action = (
      <button
        type="button"
        className={`${buttonStyles.secondary} ${actionClassName}`}
        onClick={() => removeCartLine(chosenLine.key, product.id, syncsServerCart())}
        aria-label={label('Remove from Cart')}
      >
        Remove from Cart
      </button>
    );
  } else if (notify && (chosenSoldOut || !someChoosable)) {
    action = (
      <NotifyButton
        product={product}
        size={chosenSoldOut ? chosen : null}
        notify={notify}
        className={main}
      />
    );
  } else {
    action = (
      <button type="button" className={main} onClick={add} aria-label={label('Add to Cart')}>
        Add to Cart
      </button>
    );
  }

  // Each sold-out size the shopper did not open the page for gets its own Notify me, while
  // other sizes sell (when none does, the main button is the product's Notify me).
  const notifySizes =
    notify && someChoosable ? options.filter((o) => o.soldOut && o.size !== chosen) : [];

  return (
    <div className="flex flex-col gap-3">
      <SizePicker
        options={options}
        value={chosen}
        onChange={choose}
        describedBy={`${errorId} ${hintId}`}
        invalid={missing}
        groupRef={group}
        labelExtra={<SizeGuideLink chart={product.sizeChart} chosen={chosen} />}
      />
      {/* Live regions stay in the page (empty, so no height) for screen readers to hear them fill. */}
      <div className="-mt-1 flex flex-col gap-1 text-sm font-semibold">
        <p id={errorId} aria-live="polite" className="text-danger">
          {missing ? CHOOSE_SIZE_MESSAGE : ''}
        </p>
        <p id={hintId} aria-live="polite" className="text-[#7a4f0f]">
          {stockHint ?? ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {action}
        {children}
      </div>
      {inCart ? (
        <p className="text-sm text-muted">
          {inCart}
          {' · '}
          <IntentLink
            href="/cart"
            className="font-semibold text-brand underline underline-offset-2"
          >
            View cart
          </IntentLink>
        </p>
      ) : null}
      {notify && notifySizes.length > 0 ? (
        <ul aria-label="Sold-out sizes" className="flex flex-wrap gap-2">
          {notifySizes.map((o) => (
            <li key={o.size}>
              <NotifyButton
                product={product}
                size={o.size}
                notify={notify}
                className={`${buttonStyles.small} border border-line bg-surface text-brand hover:border-brand disabled:opacity-60`}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
