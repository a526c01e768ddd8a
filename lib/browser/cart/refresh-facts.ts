// What opening /cart does with today's facts about a product (pure): the patch for its lines,
// per size, and the sizes a line of it may be moved to. The facts come from the
// server action currentCartProducts (components/cart/actions.ts); the admin's local
// availability override (docs/product.md §4) is passed in, so the rules can be tested without storage.

import type { ProductPatch, SizeFacts } from './line-operations';
import type { ProductFacts } from '@/lib/shared/cart/product-facts';

/** One size a cart line can be moved to: sellable when the switch is on and it has stock. */
export interface SizeChoice extends SizeFacts {
  size: string;
}

/**
 * The sizes of the product as the cart page offers them. `override` is the admin's local
 * availability override (null: none), which stands in for the switch.
 */
export function sizeChoices(facts: ProductFacts, override: boolean | null): SizeChoice[] {
  const switchedOn = override ?? facts.switchedOn;
  return facts.sizes.map(({ size, stock }) => ({
    size,
    stock,
    available: switchedOn && stock > 0,
  }));
}

/**
 * The patch for every line of the product: name, price, colour, photo, availability and stock,
 * and per size (a line in a size takes its size's availability and count; a size no longer
 * offered is dropped from the line, see ProductPatch.sizes).
 */
export function patchFromFacts(facts: ProductFacts, override: boolean | null): ProductPatch {
  const patch: ProductPatch = {
    name: facts.name,
    price: facts.price,
    color: facts.color,
    available: override ?? facts.available,
    stock: facts.stock,
    sizes: Object.fromEntries(
      sizeChoices(facts, override).map(({ size, ...rest }) => [size, rest]),
    ),
  };
  if (facts.image !== '') patch.image = facts.image;
  return patch;
}
