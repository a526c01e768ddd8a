import {
  CART_TOGGLE_CLASS,
  cartToggleLabel,
  cartToggleWords,
} from '@/components/cart/cart-toggle-look';
import { buttonStyles } from '@/components/ui/button-styles';
import type { CardColour, CardRow, CardVariant } from '@/lib/shared/card-row';
import { cartProductOf } from '@/lib/shared/card-row';
import { hasSizes, sizesText } from '@/lib/shared/sizes';
import { CardPhoto } from './card-photo';
import { CategoryTagList } from './category-tag-list';
import { PriceTag } from './price-tag';
import { Swatch } from './swatch';

// A product card's template, drawn from its row (lib/shared/card-row.ts): the server renders it
// into the listing's HTML, and the browser draws the same from the same row when it hydrates, so
// the page's payload carries each card's few fields rather than its markup. No state and no
// handlers: the listing's one controller (components/product/listing-controller.tsx) does what
// the buttons (`data-card-action`) ask, by delegation, and marks the products in the cart.

export interface CardOptions {
  variant: CardVariant;
  headingLevel: 'h2' | 'h3';
  /** The home page's newest products: Quick View and Details under Add to Cart. */
  quickView: boolean;
}

function CategoryFacts({ row }: { row: CardRow }) {
  const product = cartProductOf(row);
  const facts = [
    ['Model', row.model],
    ['Brand', row.brand],
    // None set, or 0: nothing to say about cotton (the material says what it is).
    ['Cotton', row.cotton ? `${row.cotton}%` : ''],
    ['Colour', row.color],
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

function ColourItem({ colour, row }: { colour: CardColour; row: CardRow }) {
  if (colour.current)
    return (
      <li title={row.color}>
        <span className="block rounded-full ring-2 ring-brand ring-offset-1 ring-offset-surface">
          <Swatch imageUrl={row.photos[0] ?? null} soldOut={!!colour.soldOut} small />
        </span>
        <span className="sr-only">{row.color || row.name}, this one</span>
      </li>
    );
  // Marked as its own product: the photo is that colour's, not this card's.
  return (
    <li title={colour.color} data-product-id={colour.id}>
      <a
        href={`/product/${colour.id}`}
        aria-label={`${colour.color}${colour.soldOut ? ', sold out' : ''}`}
        className="block rounded-full hover:opacity-90"
      >
        <Swatch imageUrl={colour.photo} soldOut={!!colour.soldOut} small />
      </a>
    </li>
  );
}

/** The design's colours on its one card (listings show one card per design), and how many. */
function CardColours({ row }: { row: CardRow }) {
  if (!row.colours) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="card-colours">
      <ul aria-label={`Colours of ${row.name}`} className="flex items-center gap-1.5">
        {row.colours.map((colour) => (
          <ColourItem key={colour.id} colour={colour} row={row} />
        ))}
      </ul>
      <p className="text-xs font-semibold text-muted">{row.colourCount} colours</p>
    </div>
  );
}

function QuickViewAndDetails({ row }: { row: CardRow }) {
  const look = `${buttonStyles.small} border border-line bg-surface text-ink hover:border-brand`;
  return (
    <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
      <button
        type="button"
        data-card-action="quick-view"
        aria-haspopup="dialog"
        aria-label={`Quick View: ${row.name}`}
        className={look}
      >
        Quick View
      </button>
      <a href={`/product/${row.id}`} aria-label={`Details: ${row.name}`} className={look}>
        Details
      </a>
    </div>
  );
}

/** A product in a grid: photos, name, category tags, ₹ price, a 70-character preview, cart button. */
export function ProductCard({
  row,
  options,
  priority = false,
}: {
  row: CardRow;
  options: CardOptions;
  priority?: boolean;
}) {
  const href = `/product/${row.id}`;
  const Heading = options.headingLevel;
  const product = cartProductOf(row);
  return (
    <article
      data-testid="product-card"
      data-card=""
      data-product-id={row.id}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow [contain-intrinsic-size:auto_500px] [content-visibility:auto] hover:shadow-md"
    >
      <div className="relative">
        <CardPhoto photos={row.photos} name={row.name} href={href} priority={priority} />
        {!product.inStock ? (
          <span className="absolute top-2 left-2 rounded-full bg-ink/85 px-2 py-0.5 text-xs font-semibold text-white">
            Out of stock
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <CategoryTagList mainLabel={row.mainLabel} sub={row.sub} />
        <Heading className="text-sm leading-snug font-semibold text-ink">
          <a href={href} className="hover:text-brand hover:underline">
            {row.name}
          </a>
        </Heading>
        <PriceTag product={product} />
        <CardColours row={row} />
        {options.variant === 'category' ? <CategoryFacts row={row} /> : null}
        {row.preview ? (
          <p data-testid="card-preview" className="text-xs leading-relaxed text-muted">
            {row.preview}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <button
            type="button"
            data-card-action="cart"
            data-in-cart="false"
            aria-label={cartToggleLabel(false, row.name)}
            aria-haspopup={hasSizes(product) && product.inStock ? 'dialog' : undefined}
            className={`${CART_TOGGLE_CLASS} w-full`}
          >
            {cartToggleWords(false)}
          </button>
          {options.quickView ? <QuickViewAndDetails row={row} /> : null}
        </div>
      </div>
    </article>
  );
}
