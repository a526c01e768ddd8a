// What opening /cart learns about a product in the cart, declared once for both ends: the server
// action currentCartProducts (components/cart/actions.ts) answers it and the browser's refresh
// (lib/browser/cart/refresh-facts.ts) reads it. Types only.
import type { SizeStock } from '@/lib/shared/sizes';

/** Today's facts about a product that still exists. */
export interface ProductFacts {
  name: string;
  price: string;
  /** "" when the product has no photo. */
  image: string;
  /** The server's in-stock flag (available && stock > 0). */
  available: boolean;
  stock: number;
  /** The admin's switch (a size is sellable while it is on and the size has stock). */
  switchedOn: boolean;
  /** The product's colour: a line moved to another size gets the key id|color|size. */
  color: string;
  /**
   * Every size the product offers, in size order, with how many can be sold (stockOfSize: its
   * own count, or the total when not tracked per size); [] for a product without sizes.
   */
  sizes: readonly SizeStock[];
}

/** The answer per product id; `found: false` when it no longer exists. */
export type CartProductFacts =
  ({ id: number; found: true } & ProductFacts) | { id: number; found: false };
