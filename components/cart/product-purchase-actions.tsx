'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { getSession } from 'next-auth/react';
import { hasProduct } from '@/lib/shared/cart/totals';
import { savePostAuth } from '@/lib/browser/cart/post-auth';
import type { Product } from '@/lib/shared/product';
import { addProductToCart, removeProductFromCart } from './cart-commands';
import { CartIcon } from '@/components/ui/icons';
import {
  useAvailability,
  useCartItems,
  useLoginStatus,
  useNotifyRequests,
  useServerCartSync,
} from './use-cart';
import { sendNotifyRequest, type ShopContact } from './whatsapp-commands';

interface ProductPurchaseActionsProps {
  product: Product;
  shop: ShopContact;
  /** Public base URL for the links in WhatsApp messages. */
  siteUrl: string;
}

const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed';
const primary = `${button} bg-brand text-white hover:bg-brand-strong disabled:bg-muted`;
const secondary = `${button} border border-brand bg-surface text-brand hover:bg-brand/5`;

/**
 * The product page's buttons (spec §2, §4): Go to Cart; Add to Cart (login required: a
 * signed-out shopper's intent is kept in `postAuth` and finished after login) or Remove from
 * Cart; for an out-of-stock product Notify me, then 'You will be notified'.
 */
export function ProductPurchaseActions({ product, shop, siteUrl }: ProductPurchaseActionsProps) {
  const router = useRouter();
  const status = useLoginStatus();
  const syncsServer = useServerCartSync();
  const inCart = hasProduct(useCartItems(), product.id);
  const available = useAvailability(product.id, product.inStock);
  const notified = useNotifyRequests().includes(product.id);

  async function add() {
    // Before the session has loaded, ask for it rather than send a signed-in shopper to /login.
    const signedIn =
      status === 'loading' ? (await getSession()) !== null : status === 'authenticated';
    if (!signedIn) {
      savePostAuth({ productId: product.id, pathname: window.location.pathname });
      router.push(`/login?next=${encodeURIComponent(window.location.pathname)}`);
      return;
    }
    addProductToCart(product, { signedIn: true });
  }

  let action;
  if (inCart) {
    action = (
      <button
        type="button"
        className={secondary}
        onClick={() => removeProductFromCart(product.id, syncsServer())}
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
      <button type="button" className={primary} onClick={() => void add()}>
        Add to Cart
      </button>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {action}
      <Link href="/cart" className={secondary}>
        <CartIcon className="size-5" />
        Go to Cart
      </Link>
    </div>
  );
}
