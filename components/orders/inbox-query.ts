// The inbox's address: /admin/orders?status=new&channel=counter&page=2, or ?returns=open for the
// orders with an exchange or return being worked on (instead of a status). Anything unknown
// falls back to the whole inbox's first page, so an old or hand-typed link still opens the inbox.
import { ORDER_CHANNELS, type OrderChannel } from '@/lib/shared/orders/channel';
import { isOrderStatus, type OrderStatus } from '@/lib/shared/orders/status';
import { firstParam, hrefWith, pageParam, type SearchParams } from '@/lib/shared/search-params';

export const INBOX_PAGE_SIZE = 20;

export interface InboxQuery {
  status: OrderStatus | null;
  /** Only orders with an open exchange or return (the "Returns" filter; status is then null). */
  returns?: true;
  /** Only the web's orders or only the counter's sales; absent: both. */
  channel?: OrderChannel;
  page: number;
}

const isChannel = (value: string | undefined): value is OrderChannel =>
  (ORDER_CHANNELS as readonly string[]).includes(value ?? '');

export function inboxQuery(params: SearchParams): InboxQuery {
  const status = firstParam(params, 'status')?.toLowerCase();
  const channel = firstParam(params, 'channel')?.toLowerCase();
  const returns = firstParam(params, 'returns')?.toLowerCase() === 'open';
  return {
    status: !returns && isOrderStatus(status) ? status : null,
    ...(returns ? { returns: true as const } : {}),
    ...(isChannel(channel) ? { channel } : {}),
    page: pageParam(params),
  };
}

export function inboxHref(query: InboxQuery): string {
  return hrefWith('/admin/orders', [
    ['status', query.returns ? undefined : (query.status ?? undefined)],
    ['returns', query.returns ? 'open' : undefined],
    ['channel', query.channel],
    ['page', query.page > 1 ? query.page : undefined],
  ]);
}
