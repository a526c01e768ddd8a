import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PublicOrderView } from '@/components/orders/public-order-view';
import { toPublicOrder } from '@/components/orders/public-order';
import { getOrderByToken } from '@/lib/server/orders';
import { upiOffer } from '@/lib/shared/payments/upi-offer';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { qrSvg } from '@/lib/server/qr/svg';
import { shopperReturns } from '@/lib/server/returns/window';
import { documentsForToken } from '@/lib/server/invoices';
import { upiShop } from '@/lib/server/settings';
import { shopInfo } from '@/lib/server/shop';

// The customer's status page: reached only through the unguessable token in the link
// the WhatsApp message carries. Rendered per request (the status moves), never indexed, and not
// in the proxy's page cache (proxy.ts matches the catalogue paths only), so Next answers it with
// Cache-Control: private, no-store. No referrer leaves it: the token is the only key.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your order',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = { params: Promise<{ token: string }> };

export default async function OrderStatusPage({ params }: Props) {
  // An unknown token and a malformed one take the same path: 404.
  const { token } = await params;
  const order = await getOrderByToken(token);
  if (!order) notFound();
  const shop = shopInfo();
  const offer = upiOffer(order, await upiShop());
  const [qr, returns, base, documents] = await Promise.all([
    offer ? qrSvg(offer.link) : null,
    shopperReturns(order.token),
    currentBaseUrl(),
    documentsForToken(order.token),
  ]);
  return (
    <PublicOrderView
      order={toPublicOrder(order)}
      shop={shop}
      token={order.token}
      upi={{ offer, qrSvg: qr }}
      returns={returns && { data: returns, statusUrl: `${base}/orders/${order.token}` }}
      documents={documents}
    />
  );
}
