import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { redirect } from 'next/navigation';
import { MyOrderList } from '@/components/orders/my-order-list';
import { currentCaller } from '@/lib/server/admin';
import { listMyOrders } from '@/lib/server/orders';
import { shopperCredit } from '@/lib/server/store-credit';
import { formatPrice } from '@/lib/shared/money';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'My orders',
  robots: { index: false, follow: false },
};

const PATH = '/account/orders';

/** A signed-in customer's orders; anyone else signs in first and comes back here. */
export default async function MyOrdersPage() {
  const caller = await currentCaller();
  if (!caller) redirect(`/login?next=${encodeURIComponent(PATH)}`);
  const [orders, credit] = await Promise.all([listMyOrders(caller), shopperCredit(caller)]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <h1 className="mb-2 font-display text-3xl font-semibold text-ink">My orders</h1>
      <p className="mb-6 text-sm text-muted">Your latest orders. Open one to see where it is.</p>
      {credit ? (
        <p className="mb-6 text-sm">
          You have {formatPrice(credit.balancePaise / 100)} store credit.{' '}
          <IntentLink href="/account/store-credit" className="font-semibold text-brand underline">
            See its history
          </IntentLink>
        </p>
      ) : null}
      <MyOrderList orders={orders} />
    </div>
  );
}
