import Image from 'next/image';
import { categoryHref } from '@/lib/shared/category-match';
import { ImagePlaceholder } from './image-placeholder';
import { IntentLinks } from '@/components/ui/intent-links';

export interface CategoryCard {
  label: string;
  /** A photo of a product in the category (each card a different product), when one has one. */
  image?: string;
  /** The product the photo belongs to. */
  productId?: number;
}

/**
 * The home page's fixed category cards, each linking to its category with the label: plain links
 * made app links by one IntentLinks around the grid (not a client component per card).
 */
export function CategoryCardGrid({ cards }: { cards: CategoryCard[] }) {
  return (
    <IntentLinks>
      <ul
        className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 sm:gap-4"
        aria-label="Shop by category"
      >
        {cards.map((card) => (
          <li key={card.label}>
            <a
              href={categoryHref(card.label)}
              data-testid="category-card"
              data-product-id={card.productId}
              className="group block overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="relative block aspect-square overflow-hidden bg-canvas">
                {card.image ? (
                  <Image
                    src={card.image}
                    alt=""
                    fill
                    sizes="(max-width: 640px) 33vw, (max-width: 768px) 25vw, 240px"
                    className="object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                ) : (
                  <span aria-hidden="true" className="block size-full">
                    <ImagePlaceholder label={card.label} />
                  </span>
                )}
              </span>
              <span className="block px-2 py-2 text-center text-sm font-semibold text-ink group-hover:text-brand">
                {card.label}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </IntentLinks>
  );
}
