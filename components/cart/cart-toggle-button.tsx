'use client';

import type { ButtonHTMLAttributes, Ref } from 'react';
import type { CartProduct } from '@/lib/shared/product';
import { addProductToCart, removeProductFromCart } from './cart-commands';
import { CART_TOGGLE_CLASS, cartToggleLabel, cartToggleWords } from './cart-toggle-look';
import { useInCart, syncsServerCart } from './use-cart';

interface CartToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  inCart: boolean;
  productName: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one Add to Cart / Remove from Cart button: its words, its name for screen readers and its
 * look (the shared small button, filled to add, outlined to remove). What a press does is the
 * caller's: the plain toggle below, or the card's size sheet.
 */
export function CartToggle({ inCart, productName, className = '', ...button }: CartToggleProps) {
  return (
    <button
      type="button"
      {...button}
      aria-label={cartToggleLabel(inCart, productName)}
      data-in-cart={inCart}
      className={`${CART_TOGGLE_CLASS} ${className}`}
    >
      {cartToggleWords(inCart)}
    </button>
  );
}

interface CartToggleButtonProps {
  product: CartProduct;
  /**
   * 'card': a product card (home, all products); the line key is the product id.
   * 'category': the category grid; the line also keeps colour, weight, brand, model and
   * cotton % and its key is id|color|size (docs/product.md §3). No size is chosen here, so the line has
   * none (key id|color|): the product's whole size list is never a line's size.
   */
  variant: 'card' | 'category';
  className?: string;
}

/** Add to Cart, or Remove from Cart when any line of the product is in the cart. No login needed. */
export function CartToggleButton({ product, variant, className }: CartToggleButtonProps) {
  const inCart = useInCart(product.id);

  function toggle() {
    const signedIn = syncsServerCart();
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
    <CartToggle inCart={inCart} productName={product.name} onClick={toggle} className={className} />
  );
}
