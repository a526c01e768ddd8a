// The one look and wording of Add to Cart / Remove from Cart, as plain strings so that a server
// component (a product card) and a client one (the product page's button) draw the same button.
// The look follows the button's `data-in-cart` ("true" or "false"), so whoever knows the cart
// (React state, or a listing's controller) only sets that attribute and the label.
import { buttonStyles } from '@/components/ui/button-styles';

export const CART_TOGGLE_CLASS = `${buttonStyles.small} bg-brand text-white hover:bg-brand-strong data-[in-cart=true]:border data-[in-cart=true]:border-brand data-[in-cart=true]:bg-surface data-[in-cart=true]:text-brand data-[in-cart=true]:hover:bg-brand/5`;

/** "Add to Cart" or "Remove from Cart". */
export function cartToggleWords(inCart: boolean): string {
  return inCart ? 'Remove from Cart' : 'Add to Cart';
}

/** The button's name for screen readers: its words and the product's name. */
export function cartToggleLabel(inCart: boolean, productName: string): string {
  return `${cartToggleWords(inCart)}: ${productName}`;
}
