/**
 * A QR code drawn on the server (lib/server/qr/svg.ts), inlined so it prints sharp at any size.
 * The markup is the qrcode library's own (paths only, none of our text), so it is trusted as is.
 * `className` sizes the square; the SVG fills it.
 */
export function QrCode({
  svg,
  label,
  className,
}: {
  svg: string;
  label: string;
  className: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="qr-code"
      className={`aspect-square bg-white [&>svg]:block [&>svg]:size-full ${className}`}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
