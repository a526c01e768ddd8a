import 'server-only';
import { cutGraphemes } from '@/lib/shared/graphemes';
import { formatPrice } from '@/lib/shared/money';
import type { Product } from '@/lib/shared/product';
import { SHARE_CARD_FONT_FAMILY } from './share-card-assets';
import { photoDataUrl } from './share-card-photo';
import { renderShareCard } from './share-card-render';

// The two link-preview card layouts: a product's and the shop's own. Rendering, fonts and the
// photo live beside this file (share-card-render.ts, share-card-assets.ts, share-card-photo.ts).

const INK = '#1c1917';
const BRAND = '#1f2a44';
const BRAND_STRONG = '#141c30';
const ACCENT = '#b7791f';
const CANVAS = '#faf7f2';

/** The rupee sign drawn as a path (the cards' Latin font has no ₹ glyph). */
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

/** The text on one line, cut to `max` characters as a reader counts them (by grapheme). */
const clip = (text: string, max: number) => cutGraphemes(text.replace(/\s+/g, ' ').trim(), max);

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
        fontFamily: SHARE_CARD_FONT_FAMILY,
      }}
    >
      <div
        style={{
          display: 'flex',
          width: 630,
          height: 630,
          // The photo stays a full 630 px square; the text column gives way (satori follows CSS,
          // where boxes shrink by default).
          flexShrink: 0,
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
  return renderShareCard(card);
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
        fontFamily: SHARE_CARD_FONT_FAMILY,
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
  return renderShareCard(card);
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
