import Image from 'next/image';
import { ImagePlaceholder } from './image-placeholder';

export const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 300px';

/**
 * A card's photo, linking to the product: the first photo, and a dot per photo when there are
 * more. The others are named in `data-card-photos` and shown by the listing's controller (its
 * hover carousel and swipe, components/product/card-carousel.tsx), which marks the photo shown in
 * `data-index` and moves the dots. The link duplicates the name link, so it is hidden from
 * assistive technology and out of the tab order.
 */
export function CardPhoto({
  photos,
  name,
  href,
  priority = false,
}: {
  photos: string[];
  name: string;
  href: string;
  priority?: boolean;
}) {
  const first = photos[0];
  return (
    <a
      href={href}
      tabIndex={-1}
      aria-hidden="true"
      data-testid="card-carousel"
      data-index="0"
      data-card-photos={photos.length > 1 ? photos.join(' ') : undefined}
      className="relative block aspect-[4/5] touch-pan-y overflow-hidden bg-canvas"
    >
      {first ? (
        <Image
          src={first}
          alt={name}
          fill
          sizes={CARD_IMAGE_SIZES}
          preload={priority}
          fetchPriority={priority ? 'high' : undefined}
          className="object-cover transition-opacity duration-500 in-data-[moved]:opacity-0"
        />
      ) : (
        <ImagePlaceholder label="No photo yet" />
      )}
      {photos.length > 1 ? (
        <span data-dots="" className="absolute inset-x-0 bottom-2 z-10 flex justify-center gap-1">
          {photos.map((url, i) => (
            <span
              key={url}
              data-on={i === 0 ? '' : undefined}
              className="size-1.5 rounded-full bg-white/50 shadow data-[on]:bg-white"
            />
          ))}
        </span>
      ) : null}
    </a>
  );
}
