import Image from 'next/image';

/** A square product photo, or a neutral placeholder when the product has none. */
export function ProductThumb({
  src,
  alt = '',
  size = 56,
}: {
  src: string | null;
  alt?: string;
  size?: number;
}) {
  if (!src) {
    return (
      <span
        aria-hidden
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-lg bg-canvas text-[10px] font-medium tracking-wide text-muted uppercase ring-1 ring-line"
      >
        No photo
      </span>
    );
  }
  return (
    <Image
      src={src}
      alt={alt}
      width={size}
      height={size}
      sizes={`${size}px`}
      className="max-w-none shrink-0 rounded-lg bg-canvas object-cover ring-1 ring-line"
      style={{ width: size, height: size }}
    />
  );
}
