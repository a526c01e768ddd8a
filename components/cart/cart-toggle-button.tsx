'use client';

import type { Product } from '@/lib/shared/product';
import { addProductToCart, removeProductFromCart } from './cart-commands';
import { useInCart, useServerCartSync } from './use-cart';

interface CartToggleButtonProps {
  product: Product;
  /**
   * 'card': a product card (home, all products); the line key is the product id.
   * 'category': the category grid; the line also keeps colour, weight, brand, model and
   * cotton % and its key is id|color|size (spec §3). No size is chosen here, so the line has
   * none (key id|color|): the product's whole size list is never a line's size (issue 12).
   */
  variant: 'card' | 'category';
  className?: string;
}

/** Add to Cart, or Remove from Cart when any line of the product is in the cart. No login needed. */
export function CartToggleButton({ product, variant, className = '' }: CartToggleButtonProps) {
  const inCart = useInCart(product.id);
  const syncsServer = useServerCartSync();

  function toggle() {
    const signedIn = syncsServer();
    if (inCart) {
      removeProductFromCart(product.id, signedIn);
      return;
    }
    addProductToCart(product, {
      signedIn,
      variant: variant === 'category' ? { color: product.color } : undefined,
    });
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={`${inCart ? 'Remove from Cart' : 'Add to Cart'}: ${product.name}`}
      data-in-cart={inCart}
      className={`inline-flex min-h-10 items-center justify-center rounded-md px-3 text-sm font-semibold transition-colors ${
        inCart
          ? 'border border-brand bg-surface text-brand hover:bg-brand/5'
          : 'bg-brand text-white hover:bg-brand-strong'
      } ${className}`}
    >
      {inCart ? 'Remove from Cart' : 'Add to Cart'}
    </button>
  );
}
