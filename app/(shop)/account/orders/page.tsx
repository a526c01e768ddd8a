import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { MyOrderList } from '@/components/orders/my-order-list';
import { currentCaller } from '@/lib/server/admin';
import { listMyOrders } from '@/lib/server/orders';

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
  const orders = await listMyOrders(caller);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <h1 className="mb-2 font-display text-3xl font-semibold text-ink">My orders</h1>
      <p className="mb-6 text-sm text-muted">Your latest orders. Open one to see where it is.</p>
      <MyOrderList orders={orders} />
    </div>
  );
}
