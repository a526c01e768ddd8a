import 'server-only';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { loadShareCardAsset, shareCardFonts } from './share-card-assets';

// Link-preview cards (Open Graph / Twitter, 1200×630) are laid out by satori and rasterised by
// sharp straight to JPEG, so a card with a photo stays far below WhatsApp's 300 KB preview limit.
// Satori is used directly rather than through next/og's ImageResponse: that one always installs
// a loader that downloads missing fonts and emoji from CDNs, and its bundled satori shapes
// Devanagari and Malayalam wrongly (no HarfBuzz: matras unordered, conjuncts broken).
export const SHARE_CARD = { width: 1200, height: 630 } as const;
const JPEG_QUALITY = 80;

/** A card element as a 1200×630 JPEG; `fonts` replaces the card fonts (tests use it). */
export async function renderShareCard(card: ReactNode, fonts?: Font[]): Promise<Buffer> {
  const svg = await satori(card, {
    ...SHARE_CARD,
    fonts: fonts ?? (await shareCardFonts()),
    loadAdditionalAsset: loadShareCardAsset,
  });
  return sharp(Buffer.from(svg)).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
}
