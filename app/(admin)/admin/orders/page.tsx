import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/page-header';
import { INBOX_PAGE_SIZE, inboxHref, inboxQuery } from '@/components/orders/inbox-query';
import { OrderCard } from '@/components/orders/order-card';
import { InboxReturnNote } from '@/components/orders/returns/inbox-return-note';
import { ChannelFilter, StatusFilter } from '@/components/orders/status-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { countText } from '@/lib/shared/counts';
import { STATUS_LABELS } from '@/lib/shared/orders/status';
import { adminForPage } from '@/lib/server/admin';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { listOrders, statusCounts } from '@/lib/server/orders';
import { listOpenReturnOrders, openReturnCount } from '@/lib/server/returns/read';
import { upiShop } from '@/lib/server/settings';
import { shopInfo } from '@/lib/server/shop';
import type { SearchParams } from '@/lib/shared/search-params';

export const metadata: Metadata = { title: 'Orders' };

/**
 * The order inbox: newest first, filtered by status (or to the orders with an exchange or return
 * being worked on, newest ask first), a page at a time.
 */
export default async function AdminOrdersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const caller = await adminForPage();
  if (!caller) return null;
  const query = inboxQuery(await searchParams);
  const slice = { limit: INBOX_PAGE_SIZE, offset: (query.page - 1) * INBOX_PAGE_SIZE };
  const channel = query.channel && { channel: query.channel };
  const [page, returnCount, base, upi] = await Promise.all([
    query.returns
      ? Promise.all([
          listOpenReturnOrders(caller, { ...channel, ...slice }),
          statusCounts(caller),
        ]).then(([open, counts]) => ({
          items: open.items.map((i) => i.order),
          requests: open.items.map((i) => i.request),
          total: open.total,
          counts,
        }))
      : listOrders(caller, {
          ...(query.status && { status: query.status }),
          ...channel,
          ...slice,
        }).then((p) => ({ ...p, requests: [] })),
    openReturnCount(caller),
    currentBaseUrl(),
    upiShop(),
  ]);
  const pageCount = Math.max(1, Math.ceil(page.total / INBOX_PAGE_SIZE));
  const shopName = shopInfo().name;
  const what = query.status ? `${STATUS_LABELS[query.status].toLowerCase()} ` : '';
  const filtered = query.returns || query.status;
  return (
    <div className="space-y-5">
      <PageHeader
        title="Orders"
        intro={
          query.returns
            ? `${countText(page.total, 'order', 'orders')} with an exchange or return open, newest ask first`
            : `${countText(page.total, `${what}order`, `${what}orders`)}, newest first`
        }
        actions={
          <Link href="/admin/wanted" className="text-sm font-semibold text-brand hover:underline">
            Wanted list
          </Link>
        }
      />
      <StatusFilter
        current={query.status}
        counts={page.counts}
        channel={query.channel}
        returns={{ count: returnCount, active: query.returns === true }}
      />
      <ChannelFilter query={query} />
      {page.items.length === 0 ? (
        <EmptyState
          title={
            query.returns
              ? 'No exchanges or returns waiting'
              : query.status
                ? `No ${what}orders`
                : 'No orders yet'
          }
        >
          {filtered ? (
            <Link href={inboxHref({ status: null, page: 1 })} className="font-semibold text-brand">
              Show all orders
            </Link>
          ) : (
            'Orders sent from the cart appear here, newest first.'
          )}
        </EmptyState>
      ) : (
        <ul aria-label="Orders" className="space-y-4">
          {page.items.map((order, i) => {
            const request = page.requests[i];
            return (
              <li key={order.number}>
                {request ? <InboxReturnNote request={request} /> : null}
                <OrderCard order={order} base={base} shopName={shopName} upi={upi} />
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={query.page}
        pageCount={pageCount}
        hrefFor={(p) => inboxHref({ ...query, page: p })}
      />
    </div>
  );
}
