import 'server-only';
// GET /api/orders/ query: `status` (one of the statuses), `page` (from 1) and `page_size`
// (default 20, at most 100), paged as the product list is (lib/server/http/paging.ts).
import { isOrderStatus, type OrderStatus } from '@/lib/shared/orders/status';
import { ValidationError } from '@/lib/server/infra/errors';
import { apiPageSize } from '@/lib/shared/api-paging';
import { apiPage, pageLinks as listPageLinks } from '@/lib/server/http/paging';

export interface OrderListQuery {
  status?: OrderStatus;
  page: number;
  limit: number;
  offset: number;
}

export function orderListQuery(params: URLSearchParams): OrderListQuery {
  const status = params.get('status')?.trim().toLowerCase();
  if (status && !isOrderStatus(status)) {
    throw new ValidationError({
      status: ['Status must be one of new, confirmed, ready, completed, cancelled.'],
    });
  }
  const page = apiPage(params.get('page') ?? '1');
  const limit = apiPageSize(params.get('page_size'));
  return {
    ...(status ? { status: status as OrderStatus } : {}),
    page,
    limit,
    offset: (page - 1) * limit,
  };
}

/** Absolute `next` and `previous` links (null at the ends). */
export function pageLinks(request: Request, base: string, query: OrderListQuery, total: number) {
  const kept = new URLSearchParams();
  if (query.status) kept.set('status', query.status);
  kept.set('page', String(query.page));
  kept.set('page_size', String(query.limit));
  const { pathname } = new URL(request.url);
  return listPageLinks({ base, pathname, query: kept }, query.page, query.limit, total);
}
