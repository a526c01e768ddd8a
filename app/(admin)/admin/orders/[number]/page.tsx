import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/page-header';
import { OrderCard } from '@/components/orders/order-card';
import { OrderHistory } from '@/components/orders/order-history';
import { ReturnsPanel } from '@/components/admin/returns/returns-panel';
import { adminCaller } from '@/lib/server/admin/admin-caller';
import { orderForAdminPage } from '@/lib/server/admin/order-page';
import { ownerReturnsPanel } from '@/lib/server/returns';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { upiShop } from '@/lib/server/settings';
import { shopInfo } from '@/lib/server/shop';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Order ${(await params).number.slice(0, 24)}` };
}

/**
 * One order with its whole history (every status change and note, with its time) and its
 * returns and exchanges, where the owner opens one and takes each to its end.
 */
export default async function AdminOrderPage({ params }: Props) {
  const order = await orderForAdminPage((await params).number);
  if (!order) return null;
  const [base, upi, returns] = await Promise.all([
    currentBaseUrl(),
    upiShop(),
    adminCaller().then((caller) => ownerReturnsPanel(caller, order.number)),
  ]);
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Order ${order.number}`}
        intro={
          <Link href="/admin/orders" className="font-semibold text-brand hover:underline">
            ← All orders
          </Link>
        }
        actions={
          <a
            href={`/orders/${order.token}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-brand hover:underline"
          >
            Customer’s status page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        }
      />
      <OrderCard
        order={order}
        base={base}
        shopName={shopInfo().name}
        upi={upi}
        linkToDetail={false}
      />
      <ReturnsPanel panel={returns} />
      <section
        aria-labelledby="history-heading"
        className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5"
      >
        <h2 id="history-heading" className="mb-3 text-lg font-semibold text-ink">
          History
        </h2>
        <OrderHistory events={order.events} fulfilment={order.fulfilment} />
      </section>
    </div>
  );
}
