import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationMemory } from '@/components/layout/navigation-memory';
import { SiteHeader } from '@/components/layout/site-header';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { shopInfo } from '@/lib/server/shop';

export async function generateMetadata(): Promise<Metadata> {
  const shop = shopInfo();
  return {
    metadataBase: new URL(await currentBaseUrl()),
    title: { default: shop.name, template: `%s | ${shop.name}` },
    applicationName: shop.name,
    formatDetection: { telephone: false },
  };
}

export default function ShopLayout({ children }: { children: ReactNode }) {
  const shop = shopInfo();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader shopName={shop.name} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter shop={shop} />
      <NavigationMemory />
    </div>
  );
}
