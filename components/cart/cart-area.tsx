import type { ReactNode } from 'react';
import { CART_ITEMS_KEY, CART_KEY } from '@/lib/shared/cart/types';

/**
 * Set on the cart area while this device's cart holds lines: by the script below before the
 * first paint, then by the lines' slot (cart-lines-slot.tsx) as the cart changes.
 */
export const CART_LINES_ATTRIBUTE = 'data-cart-lines';

/** The area's id, for the lines' slot to find it. */
export const CART_AREA_ID = 'cart-area';

/**
 * Runs as the page is parsed, before the area paints: the cart's lines live in this browser's
 * storage (docs/product.md §3), which the server cannot read, so the server renders the
 * empty-cart message and this marks the area when there are lines, which swaps the message for
 * the skeleton until they render (and the area is busy until then). An empty cart is then on
 * screen at first paint, as it stays after hydration, instead of appearing once the script has run.
 */
const MARK_LINES = `(function(){try{var area=document.currentScript.parentNode;var keys=${JSON.stringify([CART_KEY, CART_ITEMS_KEY])};for(var i=0;i<keys.length;i++){var lines=JSON.parse(localStorage.getItem(keys[i])||'null');if(Array.isArray(lines)&&lines.length>0){area.setAttribute('${CART_LINES_ATTRIBUTE}','');area.setAttribute('aria-busy','true');return}}}catch(e){}})()`;

/**
 * The cart page's area: the height it keeps from the first paint (the skeleton's: its two blocks
 * stacked on a phone, side by side from lg), so an empty or short cart does not pull the footer
 * up under the shopper (CLS), and the mark above. What shows in it follows the mark and the
 * rendered lines (app/globals.css "The cart page's area"): the empty message without the mark,
 * the skeleton with it until the lines are drawn, then the lines.
 */
export function CartArea({ children }: { children: ReactNode }) {
  return (
    // The script and the slot change the mark outside React's render.
    <div
      id={CART_AREA_ID}
      data-cart-area=""
      className="min-h-[31.5rem] lg:min-h-64"
      suppressHydrationWarning
    >
      <script dangerouslySetInnerHTML={{ __html: MARK_LINES }} />
      {children}
    </div>
  );
}
