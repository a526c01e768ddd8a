'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useId, type RefObject } from 'react';
import { addProductToCart } from '@/components/cart/cart-commands';
import { CartToggleButton } from '@/components/cart/cart-toggle-button';
import { syncsServerCart } from '@/components/cart/use-cart';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { formatPrice } from '@/lib/shared/money';
import type { CartProduct } from '@/lib/shared/product';
import { hasSizes, sizesText } from '@/lib/shared/sizes';
import { CategoryTags } from './category-tags';
import { ProductGallery } from './product-gallery';
import { SizedPurchase } from './sized-purchase';
import { currentPrice } from '@/lib/shared/sale';
import { SaleNote } from './price-tag';

/**
 * Quick View's dialog, titled with the product's name: photos, price, key fields and Add to Cart
 * (with the size picker above it for a product with sizes). Loaded by
 * components/product/quick-view.tsx when first opened, rendered only while open.
 */
export default function QuickViewContent({
  product,
  preview,
  onClose,
  returnFocusTo,
}: {
  product: CartProduct;
  /** The description's first 240 characters (the server clips it; the dialog never needs more). */
  preview: string;
  onClose: () => void;
  /** The Quick View button, which gets focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();

  const details = (
    <IntentLink href={`/product/${product.id}`} className={`${buttonStyles.secondary} flex-1`}>
      View details
    </IntentLink>
  );

  const facts = [
    ['Brand', product.brand],
    ['Colour', product.color],
    ['Sizes', sizesText(product)],
    ['Availability', product.inStock ? 'In stock' : 'Out of stock'],
  ].filter(([, v]) => v);

  return (
    <Dialog
      title={<span className="font-display text-xl sm:text-2xl">{product.name}</span>}
      titleId={titleId}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="full"
    >
      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <ProductGallery
          images={product.images}
          name={product.name}
          keys="local"
          sizes="(max-width: 768px) 90vw, 420px"
        />
        <div className="flex flex-col gap-4">
          <CategoryTags main={product.mainCategory} sub={product.subCategory} />
          <p className="text-2xl font-semibold text-brand">{formatPrice(currentPrice(product))}</p>
          <SaleNote product={product} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {preview ? <p className="text-sm leading-relaxed text-muted">{preview}</p> : null}
          {hasSizes(product) ? (
            <div className="mt-auto">
              <SizedPurchase
                product={product}
                onAdd={(size) => addProductToCart(product, { signedIn: syncsServerCart(), size })}
                actionClassName="flex-1"
                namedLabels
              >
                {details}
              </SizedPurchase>
            </div>
          ) : (
            <div className="mt-auto flex flex-wrap gap-3">
              <CartToggleButton product={product} variant="card" className="min-h-11 flex-1" />
              {details}
            </div>
          )}
        </div>
      </div>
    </Dialog>
  );
}
