import 'server-only';
// GET /api/orders/ query: `status` (one of the statuses), `page` (from 1) and `page_size`
// (default 20, at most 100), read as the product list reads its paging.
import { isOrderStatus, type OrderStatus } from '@/lib/shared/orders/status';
import { NotFoundError, ValidationError } from '@/lib/server/infra/errors';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

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
  const pageText = params.get('page') ?? '1';
  if (!/^\d{1,6}$/.test(pageText.trim()) || Number(pageText) < 1) {
    throw new NotFoundError('Invalid page.');
  }
  const page = Number(pageText);
  const n = Number(params.get('page_size'));
  const limit = Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  return {
    ...(status ? { status: status as OrderStatus } : {}),
    page,
    limit,
    offset: (page - 1) * limit,
  };
}

/** Absolute `next` and `previous` links (null at the ends). */
export function pageLinks(request: Request, base: string, query: OrderListQuery, total: number) {
  const link = (page: number) => {
    const url = new URL(`${base}${new URL(request.url).pathname}`);
    if (query.status) url.searchParams.set('status', query.status);
    url.searchParams.set('page', String(page));
    url.searchParams.set('page_size', String(query.limit));
    return url.toString();
  };
  return {
    next: query.offset + query.limit < total ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
  };
}
