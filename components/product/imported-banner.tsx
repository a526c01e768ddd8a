import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { categoryHref } from '@/lib/shared/category-match';
import type { Product } from '@/lib/shared/product';

/** The imported collection: Shop Imported (the Imported category) and View All Imported. */
export function ImportedBanner({ products }: { products: Product[] }) {
  const photos = products
    .flatMap((p) => (p.images[0] ? [{ id: p.id, url: p.images[0].url, name: p.name }] : []))
    .slice(0, 3);
  return (
    <section aria-labelledby="imported-title" className="mx-auto max-w-7xl px-4 min-[769px]:px-6">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-accent-soft p-6 ring-1 ring-[#f1dfbf] sm:p-10 md:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-[#7a4f0f] uppercase">
            New from abroad
          </p>
          <h2 id="imported-title" className="mt-2 font-display text-3xl font-semibold text-ink">
            The Imported Collection
          </h2>
          <p className="mt-3 max-w-md text-muted">
            Jackets, watches, sunglasses, perfumes and footwear picked from overseas suppliers, in
            limited numbers.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <IntentLink
              href={categoryHref('imported', 'Imported')}
              className={buttonStyles.primary}
            >
              Shop Imported
            </IntentLink>
            <IntentLink href="/all-products?filter=imported" className={buttonStyles.secondary}>
              View All Imported
            </IntentLink>
          </div>
        </div>
        {photos.length ? (
          <ul className="grid grid-cols-3 gap-3" aria-label="Imported highlights">
            {photos.map((photo, i) => (
              <li
                key={photo.id}
                data-product-id={photo.id}
                className={i === 1 ? 'translate-y-4' : ''}
              >
                <IntentLink
                  href={`/product/${photo.id}`}
                  className="relative block aspect-[3/4] overflow-hidden rounded-2xl bg-surface shadow-md"
                >
                  <Image
                    src={photo.url}
                    alt={photo.name}
                    fill
                    sizes="(max-width: 768px) 30vw, 180px"
                    className="object-cover"
                  />
                </IntentLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
