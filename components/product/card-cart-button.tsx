'use client';

import { useRef, useState } from 'react';
import { addProductToCart, removeProductFromCart } from '@/components/cart/cart-commands';
import { CartToggle, CartToggleButton } from '@/components/cart/cart-toggle-button';
import { useAvailability, useInCart, syncsServerCart } from '@/components/cart/use-cart';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import type { CartProduct } from '@/lib/shared/product';
import { hasSizes } from '@/lib/shared/sizes';

// The size sheet (its picker, dialog and size guide link) is a chunk of its own, fetched when a
// shopper reaches for a card's button (pointer down, focus) and at the latest on the press: a
// listing's first load carries only the buttons.
const sizeSheet = lazyPart(() => import('./size-choice-sheet').then((m) => m.SizeChoiceSheet));

interface CardCartButtonProps {
  product: CartProduct;
  /** 'category' lines also keep the colour and the other category facts (docs/product.md §3). */
  variant: 'card' | 'category';
  className?: string;
}

/**
 * A product with sizes on a card: Add to Cart opens the size sheet, and the chosen size is what
 * goes into the cart (one line per size). Like every card button it reads Remove from Cart once
 * the product is in the cart (any size), and an out-of-stock product says so as it always has.
 */
function SizedCardButton({ product, variant, className }: CardCartButtonProps) {
  const [choosing, setChoosing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const inCart = useInCart(product.id);
  const available = useAvailability(product.id, product.inStock);
  const color = variant === 'category' ? { color: product.color } : undefined;
  const shown = useLazyPart(sizeSheet, choosing, (error) => {
    console.error('[size sheet] could not load', error);
    setChoosing(false);
  });

  function press() {
    if (inCart) removeProductFromCart(product.id, syncsServerCart());
    // Out of stock altogether: the cart command alerts, as for a product without sizes.
    else if (!available) addProductToCart(product, { signedIn: syncsServerCart(), variant: color });
    else setChoosing(true);
  }

  return (
    <>
      <CartToggle
        ref={button}
        inCart={inCart}
        productName={product.name}
        onClick={press}
        onPointerDown={sizeSheet.prefetch}
        onFocus={sizeSheet.prefetch}
        aria-haspopup={inCart || !available ? undefined : 'dialog'}
        aria-expanded={inCart || !available ? undefined : choosing}
        className={className}
      />
      {shown ? (
        <sizeSheet.Part
          product={product}
          onClose={() => setChoosing(false)}
          onChoose={(size) =>
            addProductToCart(product, { signedIn: syncsServerCart(), size, variant: color })
          }
          returnFocusTo={button}
        />
      ) : null}
    </>
  );
}

/** The card's cart button: the size sheet for a product with sizes, else the plain toggle. */
export function CardCartButton(props: CardCartButtonProps) {
  return hasSizes(props.product) ? <SizedCardButton {...props} /> : <CartToggleButton {...props} />;
}
