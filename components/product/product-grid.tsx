import { cardRow, type CardVariant } from '@/lib/shared/card-row';
import type { Product } from '@/lib/shared/product';
import { EarlyTaps } from './early-taps';
import { ListingController } from './listing-controller';

interface ProductGridProps {
  products: Product[];
  label?: string;
  /** 'category' adds model, brand, cotton %, colour and size, and adds colour lines to the cart. */
  variant?: CardVariant;
  headingLevel?: 'h2' | 'h3';
  /** The home page's newest products: Quick View and Details on each card. */
  quickView?: boolean;
  /** How many cards from the first have their photo fetched first (the first screen's). */
  priority?: number;
}

/**
 * The grid every product list uses (2 columns on phones up to 4 on desktops): each product's
 * card row (lib/shared/card-row.ts) handed to the listing's one controller, which draws the
 * cards and does what their buttons ask, and the inline script that keeps taps made before it.
 * No Suspense boundary around it: during server rendering a boundary whose client part is still
 * on its way is sent after the page and moved into place by a script, so the cards would be
 * missing without script and could shift in after the first paint.
 */
export function ProductGrid({
  products,
  label,
  variant = 'card',
  headingLevel = 'h3',
  quickView = false,
  priority = 0,
}: ProductGridProps) {
  return (
    <>
      <EarlyTaps />
      <ListingController
        rows={products.map((product) => cardRow(product, variant))}
        options={{ variant, headingLevel, quickView }}
        label={label}
        priority={priority}
      />
    </>
  );
}
