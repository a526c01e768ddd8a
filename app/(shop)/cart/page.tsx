import type { Metadata } from 'next';
import { CartArea } from '@/components/cart/cart-area';
import { CartLinesSlot } from '@/components/cart/cart-lines-slot';
import { EmptyCart } from '@/components/cart/empty-cart';
import { currentCaller } from '@/lib/server/admin';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { lastOrderName } from '@/lib/server/orders/last-order-name';
import { shopInfo } from '@/lib/server/shop';
import { getShopSettings } from '@/lib/server/settings';
import { shopperCredit } from '@/lib/server/store-credit';

export const metadata: Metadata = {
  title: 'Your cart',
  description: 'Review your cart and send your order to the shop on WhatsApp.',
  robots: { index: false, follow: true },
};

export default async function CartPage() {
  const shop = shopInfo();
  // The base URL first: it reads the request, so nothing here runs at build time (no database).
  const siteUrl = await currentBaseUrl();
  const caller = await currentCaller();
  const [settings, name, credit] = await Promise.all([
    getShopSettings(),
    lastOrderName(caller),
    shopperCredit(caller),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <h1 className="mb-6 font-display text-3xl font-semibold text-ink">Your cart</h1>
      <CartArea>
        <EmptyCart />
        <CartLinesSlot
          shop={{ name: shop.name, whatsapp: shop.whatsapp }}
          siteUrl={siteUrl}
          checkout={{
            delivery: {
              feePaise: settings.deliveryFeePaise,
              freeAbovePaise: settings.freeDeliveryAbovePaise,
            },
            shopState: settings.stateCode,
            upi: settings.upiId !== '',
            lastOrderName: name,
            // Offered only while the shop takes store credit (settings).
            storeCredit: settings.storeCreditOn ? credit : null,
          }}
        />
      </CartArea>
    </div>
  );
}
