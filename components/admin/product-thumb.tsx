import Image from 'next/image';

/**
 * A square product photo, or a neutral placeholder when the product has none. Fixed width and no
 * `sizes`: Next then offers the 1x and 2x renditions (96 and 192 px) and its fallback `src` is
 * the 2x one, never the 1,200 px photo a `sizes` srcset falls back to.
 */
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
      className="max-w-none shrink-0 rounded-lg bg-canvas object-cover ring-1 ring-line"
      style={{ width: size, height: size }}
    />
  );
}
