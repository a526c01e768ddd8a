import 'server-only';
import sharp from 'sharp';
import { env } from '@/lib/server/infra/env';
import { uploadsDir } from '@/lib/server/infra/storage';
import { createLocalStorage } from '@/lib/server/infra/storage/local';

// The product photo on a share card. Hosted photos (UploadThing) are the one thing a card may
// fetch; a slow or failed fetch only leaves the photo out.
const PHOTO_TIMEOUT_MS = 4000;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The stored bytes of a product photo: local files from disk, hosted ones over https. */
async function photoBytes(url: string): Promise<Buffer | null> {
  if (url.startsWith('/media/')) {
    const file = await createLocalStorage(uploadsDir(env().DATA_DIR)).read(
      url.slice('/media/'.length),
    );
    return file?.data ?? null;
  }
  if (!/^https:\/\//.test(url)) return null;
  const response = await fetch(url, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS) });
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || length > PHOTO_MAX_BYTES) return null;
  return Buffer.from(await response.arrayBuffer());
}

/** The photo as a 630 px square JPEG data URL, or null when it cannot be read. */
export async function photoDataUrl(url: string | undefined): Promise<string | null> {
  if (!url) return null;
  try {
    const bytes = await photoBytes(url);
    if (!bytes) return null;
    const square = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(630, 630, { fit: 'cover' })
      .jpeg({ quality: 85 })
      .toBuffer();
    return `data:image/jpeg;base64,${square.toString('base64')}`;
  } catch (error) {
    console.warn('share card: could not read product photo', url, error);
    return null;
  }
}
