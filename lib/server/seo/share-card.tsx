import 'server-only';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/lib/product';
import { env } from '../env';
import { uploadsDir } from '../storage';
import { createLocalStorage } from '../storage/local';

// Link-preview cards (Open Graph / Twitter, 1200×630) rendered with next/og and re-encoded as
// JPEG so a card with a photo stays far below WhatsApp's 300 KB preview limit.
export const SHARE_CARD = { width: 1200, height: 630 } as const;
const JPEG_QUALITY = 80;
const PHOTO_TIMEOUT_MS = 4000;
const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const INK = '#1c1917';
const BRAND = '#1f2a44';
const BRAND_STRONG = '#141c30';
const ACCENT = '#b7791f';
const CANVAS = '#faf7f2';

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

/** The photo as a square JPEG data URL, or null when it cannot be read. */
async function photoDataUrl(url: string | undefined): Promise<string | null> {
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

async function toJpeg(response: ImageResponse): Promise<Buffer> {
  const png = Buffer.from(await response.arrayBuffer());
  return sharp(png).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}

/** The rupee sign drawn as a path (the bundled font has no ₹ glyph). */
function RupeeSign({ size, color }: { size: number; color: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 3h12M6 8h12M6 13h3M9 13c6.7 0 6.7-10 0-10M6 13l8.5 8" />
    </svg>
  );
}

function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

/** A product's card: its photo, name and price, with the shop's name. */
export async function productShareCard(product: Product, shopName: string): Promise<Buffer> {
  const photo = await photoDataUrl(product.images[0]?.url);
  const amount = formatPrice(product.price).replace('₹', '');
  const name = clip(product.name, 70);
  const card = (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: BRAND,
        fontFamily: 'sans-serif',
      }}
    >
      <div
        style={{
          display: 'flex',
          width: 630,
          height: 630,
          background: CANVAS,
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img>
          <img src={photo} width={630} height={630} alt="" style={{ objectFit: 'cover' }} />
        ) : (
          <div
            style={{ display: 'flex', fontSize: 40, color: INK, padding: 40, textAlign: 'center' }}
          >
            {clip(shopName, 40)}
          </div>
        )}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 570,
          padding: '56px 52px',
          borderLeft: `6px solid ${ACCENT}`,
        }}
      >
        <div
          style={{
            display: 'flex',
            fontSize: 24,
            letterSpacing: 4,
            color: ACCENT,
            textTransform: 'uppercase',
          }}
        >
          {clip(shopName, 34)}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              display: 'flex',
              fontSize: name.length > 40 ? 44 : 54,
              lineHeight: 1.15,
              color: '#ffffff',
            }}
          >
            {name}
          </div>
          <div style={{ display: 'flex', alignItems: 'center', marginTop: 28, color: ACCENT }}>
            <RupeeSign size={62} color={ACCENT} />
            <span style={{ fontSize: 66, marginLeft: 6 }}>{amount}</span>
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 24, color: 'rgba(255,255,255,0.78)' }}>
          {product.inStock ? 'In stock · Order on WhatsApp' : 'Out of stock · Ask us on WhatsApp'}
        </div>
      </div>
    </div>
  );
  return toJpeg(new ImageResponse(card, SHARE_CARD));
}

/** The shop's own card for pages without a product: its name over the house pattern. */
export async function shopShareCard(shopName: string): Promise<Buffer> {
  const card = (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        padding: 80,
        color: '#ffffff',
        backgroundColor: BRAND_STRONG,
        backgroundImage: `linear-gradient(135deg, ${BRAND} 0%, ${BRAND_STRONG} 70%)`,
        borderBottom: `14px solid ${ACCENT}`,
      }}
    >
      <div
        style={{
          display: 'flex',
          fontSize: 26,
          letterSpacing: 6,
          color: ACCENT,
          textTransform: 'uppercase',
        }}
      >
        Clothing store
      </div>
      <div style={{ display: 'flex', fontSize: 84, lineHeight: 1.1, marginTop: 20 }}>
        {clip(shopName, 40)}
      </div>
      <div
        style={{ display: 'flex', fontSize: 32, marginTop: 28, color: 'rgba(255,255,255,0.82)' }}
      >
        Menswear · Kidswear · Wedding suits · Imported picks
      </div>
      <div style={{ display: 'flex', fontSize: 28, marginTop: 48, color: ACCENT }}>
        Browse online, order on WhatsApp
      </div>
    </div>
  );
  return toJpeg(new ImageResponse(card, SHARE_CARD));
}

/** A rendered card as an HTTP answer; cached briefly by browsers and crawlers. */
export function shareCardResponse(jpeg: Buffer): Response {
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(jpeg.length),
      'Cache-Control': 'public, max-age=600, stale-while-revalidate=86400',
    },
  });
}
