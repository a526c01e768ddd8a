// Browser-side image compression before upload (docs/product.md §5, §9): at most 1200x1200, JPEG 0.8.
import { COMPRESS_JPEG_QUALITY, COMPRESS_MAX_EDGE } from '@/lib/shared/admin/product-images';

/** The size that fits inside a maxEdge square, never enlarged. */
export function fitInside(width: number, height: number, maxEdge = COMPRESS_MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

const jpegName = (name: string) => `${name.replace(/\.[^./\\]+$/, '') || 'image'}.jpg`;

/** Decodes, scales and re-encodes one image; throws when the browser cannot read it. */
export async function compressImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitInside(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas is not available');
    // JPEG has no transparency: transparent PNG areas become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', COMPRESS_JPEG_QUALITY),
    );
    if (!blob) throw new Error('The image could not be encoded');
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}

/** Compresses every image in order; any failure fails the lot (the caller shows one message). */
export async function compressImages(files: File[]): Promise<File[]> {
  const out: File[] = [];
  for (const file of files) out.push(await compressImage(file)); // one at a time: phones have little memory
  return out;
}
