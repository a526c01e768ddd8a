import type { ReactNode } from 'react';
import {
  CART_TOGGLE_CLASS,
  cartToggleLabel,
  cartToggleWords,
} from '@/components/cart/cart-toggle-look';
import { cardDataAttributes } from '@/lib/shared/card-data';
import { cartProduct, type Product } from '@/lib/shared/product';
import { hasSizes } from '@/lib/shared/sizes';
import { CardPhoto } from './card-photo';
import { CategoryTags } from './category-tags';
import { previewText, sizesText } from '@/lib/shared/product-preview';
import { PriceTag } from './price-tag';
import { Swatch } from './swatch';

interface ProductCardProps {
  product: Product;
  /** 'category' adds model, brand, cotton %, colour and size, and adds colour lines to the cart. */
  variant?: 'card' | 'category';
  priority?: boolean;
  /** Extra buttons under Add to Cart (the home page's Quick View and Details). */
  extra?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

function CategoryFacts({ product }: { product: Product }) {
  const facts = [
    ['Model', product.modelName],
    ['Brand', product.brand],
    // None set, or 0: nothing to say about cotton (the material says what it is).
    ['Cotton', product.cottonPercentage ? `${product.cottonPercentage}%` : ''],
    ['Colour', product.color],
    ['Size', sizesText(product)],
  ].filter(([, value]) => value);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
      {/* Pairs as one flat list: no keyed fragment per pair for the browser to rebuild. */}
      {facts.flatMap(([term, value]) => [
        <dt key={`${term}:term`} className="text-muted">
          {term}
        </dt>,
        <dd key={`${term}:value`} className="min-w-0 break-words text-ink">
          {value}
        </dd>,
      ])}
    </dl>
  );
}

/** Colours a card shows before "+N": a row that fits a phone's two-column card. */
const CARD_SWATCHES = 4;

/**
 * The design's colours on its one card (listings show one card per design): the card's colour
 * ringed, each other colour a link to its page, sold-out ones struck through, and how many.
 */
function CardColours({ product }: { product: Product }) {
  const siblings = product.colourSiblings ?? [];
  if (siblings.length === 0) return null;
  const current = {
    id: product.id,
    name: product.name,
    color: product.color,
    inStock: product.inStock,
    imageUrl: product.images[0]?.url ?? null,
  };
  const all = [current, ...siblings].sort((a, b) => a.id - b.id);
  const shown = all.slice(0, CARD_SWATCHES);
  if (!shown.includes(current)) shown[shown.length - 1] = current;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="card-colours">
      <ul aria-label={`Colours of ${product.name}`} className="flex items-center gap-1.5">
        {shown.map((c) =>
          c === current ? (
            <li key={c.id} title={c.color}>
              <span className="block rounded-full ring-2 ring-brand ring-offset-1 ring-offset-surface">
                <Swatch imageUrl={c.imageUrl} soldOut={!c.inStock} small />
              </span>
              <span className="sr-only">{c.color || c.name}, this one</span>
            </li>
          ) : (
            // Marked as its own product: the photo is that colour's, not this card's.
            <li key={c.id} title={c.color} data-product-id={c.id}>
              <a
                href={`/product/${c.id}`}
                aria-label={`${c.color || c.name}${c.inStock ? '' : ', sold out'}`}
                className="block rounded-full hover:opacity-90"
              >
                <Swatch imageUrl={c.imageUrl} soldOut={!c.inStock} small />
              </a>
            </li>
          ),
        )}
      </ul>
      <p className="text-xs font-semibold text-muted">{all.length} colours</p>
    </div>
  );
}

/**
 * A product in a grid: photos, name, category tags, ₹ price, a 70-character preview, cart button.
 * Server HTML only: its links are plain links and its buttons name what they do
 * (`data-card-action`), with the cart's part of the product in the card's data attributes
 * (lib/shared/card-data.ts); the listing's one controller (components/product/listing-controller.tsx)
 * does what a tap asks for and marks the products in the cart.
 */
export function ProductCard({
  product,
  variant = 'card',
  priority,
  extra,
  headingLevel = 'h3',
}: ProductCardProps) {
  const href = `/product/${product.id}`;
  const Heading = headingLevel;
  const choosesSize = hasSizes(product) && product.inStock;
  return (
    <article
      data-testid="product-card"
      data-card=""
      {...cardDataAttributes(cartProduct(product), variant)}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow [contain-intrinsic-size:auto_500px] [content-visibility:auto] hover:shadow-md"
    >
      <div className="relative">
        <CardPhoto images={product.images} name={product.name} href={href} priority={priority} />
        {!product.inStock ? (
          <span className="absolute top-2 left-2 rounded-full bg-ink/85 px-2 py-0.5 text-xs font-semibold text-white">
            Out of stock
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <CategoryTags main={product.mainCategory} sub={product.subCategory} />
        <Heading className="text-sm leading-snug font-semibold text-ink">
          <a href={href} className="hover:text-brand hover:underline">
            {product.name}
          </a>
        </Heading>
        <PriceTag product={product} />
        <CardColours product={product} />
        {variant === 'category' ? <CategoryFacts product={product} /> : null}
        {product.description ? (
          <p data-testid="card-preview" className="text-xs leading-relaxed text-muted">
            {previewText(product.description)}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <button
            type="button"
            data-card-action="cart"
            data-in-cart="false"
            aria-label={cartToggleLabel(false, product.name)}
            aria-haspopup={choosesSize ? 'dialog' : undefined}
            className={`${CART_TOGGLE_CLASS} w-full`}
          >
            {cartToggleWords(false)}
          </button>
          {extra}
        </div>
      </div>
    </article>
  );
}
