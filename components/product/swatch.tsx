import Image from 'next/image';

/**
 * One colour of a design as a round photo: the product page's swatch row (44 px) and a card's
 * (28 px). A sold-out colour is dimmed and struck through, as the size chips are.
 */
export function Swatch({
  imageUrl,
  soldOut,
  small = false,
}: {
  imageUrl: string | null;
  soldOut: boolean;
  small?: boolean;
}) {
  return (
    <span
      className={`relative block ${small ? 'size-7' : 'size-11'} overflow-hidden rounded-full border border-line bg-canvas ${soldOut ? 'opacity-60' : ''}`}
    >
      {imageUrl ? (
        <Image
          src={imageUrl}
          alt=""
          fill
          sizes={small ? '28px' : '44px'}
          className="object-cover"
        />
      ) : null}
      {soldOut ? (
        <span
          aria-hidden
          className="absolute inset-0 m-auto h-0.5 w-[140%] -translate-x-[14%] rotate-45 bg-ink/70"
        />
      ) : null}
    </span>
  );
}
