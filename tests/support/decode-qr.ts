// Reads a QR code back the way a phone camera would see it on paper: the SVG markup rasterised
// by sharp (librsvg) to RGBA pixels, then decoded by jsQR. Shared by the unit test and the e2e
// spec, so both check the markup a page inlines, not a second rendering of the same text.
import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text a QR code's SVG markup encodes, or null when it cannot be read. */
export async function decodeQrSvg(svg: string, pixelsPerModule = 8): Promise<string | null> {
  // The SVG has no width: its viewBox is one unit per module, so 72 dpi is one pixel per module.
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * pixelsPerModule })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  return code?.data ?? null;
}
