import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { CartView } from '@/components/cart/cart-view';
import { env } from '@/lib/server/env';
import { shopInfo } from '@/lib/server/shop';

export const metadata: Metadata = {
  title: 'Your cart',
  description: 'Review your cart and send your order to the shop on WhatsApp.',
  robots: { index: false, follow: true },
};

/** The public base URL for links in the WhatsApp message: PUBLIC_URL, else this request's origin. */
async function siteUrl(): Promise<string> {
  const configured = env().PUBLIC_URL;
  if (configured) return configured;
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto') ?? (host.startsWith('localhost') ? 'http' : 'https');
  return `${proto}://${host}`;
}

export default async function CartPage() {
  const shop = shopInfo();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <h1 className="mb-6 font-display text-3xl font-semibold text-ink">Your cart</h1>
      <CartView shop={{ name: shop.name, whatsapp: shop.whatsapp }} siteUrl={await siteUrl()} />
    </div>
  );
}
