import 'server-only';
import type { Metadata } from 'next';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { shopInfo } from '../shop';

export interface PageMetaInput {
  /** Page title; the layout's template adds " | {shop name}" unless `absolute`. */
  title: string;
  absolute?: boolean;
  description: string;
  /** Site-relative canonical path, e.g. "/product/12". */
  path: string;
  type?: 'website' | 'article';
  /** The page's own share card; the shop's card when omitted. */
  image?: { url: string; alt: string };
  /** Pages that should not be indexed (not found, empty results). */
  noIndex?: boolean;
}

/** The shop's own share card (app/(shop)/share-card.jpg/route.ts). */
export const SHOP_SHARE_CARD = {
  url: '/share-card.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
};

/** Title, description, canonical URL, Open Graph and Twitter tags (with a share card) for one page. */
export async function pageMetadata(input: PageMetaInput): Promise<Metadata> {
  const base = await currentBaseUrl();
  const shop = shopInfo();
  const url = `${base}${input.path}`;
  const fullTitle = input.absolute ? input.title : `${input.title} | ${shop.name}`;
  const image = { ...SHOP_SHARE_CARD, alt: shop.name, ...input.image };
  return {
    title: input.absolute ? { absolute: input.title } : input.title,
    description: input.description,
    alternates: { canonical: url },
    openGraph: {
      type: input.type ?? 'website',
      siteName: shop.name,
      locale: 'en_IN',
      url,
      title: fullTitle,
      description: input.description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: input.description,
      images: [image],
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
