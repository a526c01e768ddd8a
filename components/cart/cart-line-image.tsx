import Image from 'next/image';

/** Paths and hosts next/image may optimise (next.config.ts images). */
function optimisable(src: string): boolean {
  if (src.startsWith('/media/') || src.startsWith('/demo/')) return true;
  try {
    const { protocol, hostname } = new URL(src);
    return protocol === 'https:' && (hostname === 'utfs.io' || hostname.endsWith('.ufs.sh'));
  } catch {
    return false;
  }
}

/** The line's product photo, or a neutral tile when the line has none. */
export function CartLineImage({ src, alt }: { src: string; alt: string }) {
  const box =
    'relative size-20 shrink-0 overflow-hidden rounded-md border border-line bg-canvas sm:size-24';
  if (src === '') {
    return (
      <div className={`${box} grid place-items-center text-xs text-muted`} aria-hidden="true">
        No image
      </div>
    );
  }
  return (
    <div className={box}>
      <Image
        src={src}
        alt={alt}
        fill
        sizes="96px"
        className="object-cover"
        unoptimized={!optimisable(src)}
      />
    </div>
  );
}
