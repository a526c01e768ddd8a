'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { savePostAuth } from '@/lib/browser/cart/post-auth';
import { checkSession } from '@/lib/browser/session/session';
import type { CartProduct } from '@/lib/shared/product';
import { hasSizes } from '@/lib/shared/sizes';
import { SizedPurchase } from '@/components/product/sized-purchase';
import { addProductToCart, removeProductFromCart } from './cart-commands';
import { CartIcon } from '@/components/ui/icons';
import {
  useAvailability,
  useInCart,
  useIsNotified,
  useLoginStatus,
  syncsServerCart,
} from './use-cart';
import { sendNotifyRequest, type ShopContact } from './whatsapp-commands';

interface ProductPurchaseActionsProps {
  product: CartProduct;
  shop: ShopContact;
  /** Public base URL for the links in WhatsApp messages. */
  siteUrl: string;
  /** The size the page was opened for (?size=M), already checked to be one the product offers. */
  initialSize?: string | null;
  /** Buttons after Go to Cart (the page's Back). */
  children?: ReactNode;
}

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed';
const primary = `${button} bg-brand text-white hover:bg-brand-strong disabled:bg-muted`;
const secondary = `${button} border border-brand bg-surface text-brand hover:bg-brand/5`;

/** Why this page asks for a login when a category card does not (the shop's rule, docs/product.md §4). */
export const SIGN_IN_NOTE =
  'Adding here asks you to sign in, so the cart follows your account; adding from a category page does not.';

function SignInNote({ shown }: { shown: boolean }) {
  return shown ? <p className="mt-2 text-xs text-muted">{SIGN_IN_NOTE}</p> : null;
}

/**
 * The product page's buttons (docs/product.md §2, §4): Go to Cart; Add to Cart (login required: a
 * signed-out shopper's intent is kept in `postAuth` and finished after login) or Remove from
 * Cart; for an out-of-stock product Notify me, then 'You will be notified'. A product with sizes
 * shows the size picker above them and adds, removes and notifies per size (SizedPurchase).
 */
export function ProductPurchaseActions({
  product,
  shop,
  siteUrl,
  initialSize = null,
  children,
}: ProductPurchaseActionsProps) {
  const router = useRouter();
  const status = useLoginStatus();
  const inCart = useInCart(product.id);
  const available = useAvailability(product.id, product.inStock);
  const notified = useIsNotified(product.id, null);
  // Shown until the session is known to be signed in (so it is in the server's HTML).
  const guest = status !== 'authenticated';

  async function add(size: string | null) {
    // Before the session has loaded, ask for it rather than send a signed-in shopper to /login.
    const signedIn =
      (status === 'loading' ? (await checkSession()).status : status) === 'authenticated';
    if (!signedIn) {
      savePostAuth({ productId: product.id, size, pathname: window.location.pathname });
      router.push(`/login?next=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    addProductToCart(product, { signedIn: true, size });
  }

  const goToCart = (
    <IntentLink href="/cart" className={secondary}>
      <CartIcon className="size-5" />
      Go to Cart
    </IntentLink>
  );

  if (hasSizes(product)) {
    return (
      <>
        <SizedPurchase
          product={product}
          initialSize={initialSize}
          onAdd={(size) => void add(size)}
          notify={{ shop, siteUrl }}
          sizeInAddress
        >
          {goToCart}
          {children}
        </SizedPurchase>
        <SignInNote shown={guest} />
      </>
    );
  }

  let action;
  if (inCart) {
    action = (
      <button
        type="button"
        className={secondary}
        onClick={() => removeProductFromCart(product.id, syncsServerCart())}
      >
        Remove from Cart
      </button>
    );
  } else if (!available) {
    action = (
      <button
        type="button"
        className={primary}
        disabled={notified}
        onClick={() => sendNotifyRequest(product, shop, siteUrl)}
      >
        {notified ? 'You will be notified' : 'Notify me'}
      </button>
    );
  } else {
    action = (
      <button type="button" className={primary} onClick={() => void add(null)}>
        Add to Cart
      </button>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {action}
        {goToCart}
        {children}
      </div>
      <SignInNote shown={guest && available && !inCart} />
    </>
  );
}
