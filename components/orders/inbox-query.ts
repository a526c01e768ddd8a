// The inbox's address: /admin/orders?status=new&page=2. Anything unknown falls back to the
// whole inbox's first page, so an old or hand-typed link still opens the inbox.
import { isOrderStatus, type OrderStatus } from '@/lib/shared/orders/status';
import { firstParam, hrefWith, pageParam, type SearchParams } from '@/lib/shared/search-params';

export const INBOX_PAGE_SIZE = 20;

export interface InboxQuery {
  status: OrderStatus | null;
  page: number;
}

export function inboxQuery(params: SearchParams): InboxQuery {
  const status = firstParam(params, 'status')?.toLowerCase();
  return { status: isOrderStatus(status) ? status : null, page: pageParam(params) };
}

export function inboxHref(query: InboxQuery): string {
  return hrefWith('/admin/orders', [
    ['status', query.status ?? undefined],
    ['page', query.page > 1 ? query.page : undefined],
  ]);
}
