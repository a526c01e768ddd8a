// The inbox's address: /admin/orders?status=new&page=2. Anything unknown falls back to the
// whole inbox's first page, so an old or hand-typed link still opens the inbox.
import { isOrderStatus, type OrderStatus } from '@/lib/shared/orders/status';

export const INBOX_PAGE_SIZE = 20;

export interface InboxQuery {
  status: OrderStatus | null;
  page: number;
}

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function inboxQuery(params: Params): InboxQuery {
  const status = first(params.status)?.trim().toLowerCase();
  const pageText = first(params.page)?.trim() ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { status: isOrderStatus(status) ? status : null, page };
}

export function inboxHref(query: InboxQuery): string {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `/admin/orders?${text}` : '/admin/orders';
}
