import 'server-only';
// GET /api/products/{id}/ledger/: the query (`page`, `page_size` as every /api list pages) and
// the answer's wire (lib/shared/stock/ledger-wire.ts).
import { apiPageSize } from '@/lib/shared/api-paging';
import { STOCK_REASON_LABELS } from '@/lib/shared/stock/ledger-reasons';
import type { LedgerPageWire } from '@/lib/shared/stock/ledger-wire';
import type { LedgerPage } from '@/lib/server/stock/ledger-queries';
import { apiPage, invalidPage, pageLinks } from '@/lib/server/http/paging';

export interface LedgerQuery {
  page: number;
  limit: number;
  offset: number;
}

export function ledgerQuery(params: URLSearchParams): LedgerQuery {
  const page = apiPage(params.get('page') ?? '1');
  const limit = apiPageSize(params.get('page_size'));
  return { page, limit, offset: (page - 1) * limit };
}

export function ledgerPageWire(
  request: Request,
  base: string,
  query: LedgerQuery,
  ledger: LedgerPage,
): LedgerPageWire {
  if (query.page > 1 && ledger.rows.length === 0) throw invalidPage();
  const kept = new URLSearchParams({ page: String(query.page), page_size: String(query.limit) });
  const { pathname } = new URL(request.url);
  return {
    count: ledger.total,
    ...pageLinks({ base, pathname, query: kept }, query.page, query.limit, ledger.total),
    product: ledger.product,
    results: ledger.rows.map((r) => ({
      id: r.id,
      size: r.size,
      change: r.change,
      balance: r.balance,
      reason: r.reason,
      reason_label: STOCK_REASON_LABELS[r.reason],
      note: r.note,
      order_number: r.orderNumber,
      reference: r.reference,
      admin: r.adminName,
      created_at: r.createdAt,
    })),
  };
}
