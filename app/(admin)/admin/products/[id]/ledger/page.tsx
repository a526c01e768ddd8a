import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/admin/page-header';
import { LedgerList } from '@/components/admin/stock-ledger/ledger-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { adminForPage } from '@/lib/server/admin';
import { NotFoundError } from '@/lib/server/infra/errors';
import { productLedger } from '@/lib/server/stock/ledger-queries';
import { countText } from '@/lib/shared/counts';
import { parseId } from '@/lib/shared/ids';
import { hrefWith, pageParam, type SearchParams } from '@/lib/shared/search-params';

export const metadata: Metadata = { title: 'Stock ledger' };

/** Rows a page: a phone's few screens of cards. */
const PAGE_SIZE = 30;

type Params = Promise<{ id: string }>;

/** Every change of one product's stock, newest first, a page at a time. */
export default async function ProductLedgerPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<SearchParams>;
}) {
  const caller = await adminForPage();
  if (!caller) return null;
  const id = parseId((await params).id);
  if (id === null) notFound();
  const page = pageParam(await searchParams);
  const ledger = await productLedger(caller, id, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const pageCount = Math.max(1, Math.ceil(ledger.total / PAGE_SIZE));
  const path = `/admin/products/${id}/ledger`;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Stock ledger"
        intro={
          <span className="flex flex-wrap gap-x-3 gap-y-1">
            <span>
              {ledger.product.name} · {ledger.product.stock} in stock ·{' '}
              {countText(ledger.total, 'change', 'changes')}
            </span>
            <Link
              href={`/admin/products/${id}/edit`}
              className="font-semibold text-brand hover:underline"
            >
              Edit product
            </Link>
          </span>
        }
      />
      {ledger.rows.length ? (
        <LedgerList rows={ledger.rows} />
      ) : (
        <EmptyState title="No stock changes yet">
          {page > 1
            ? 'This page is past the last change.'
            : 'Changes of this product’s stock appear here.'}
        </EmptyState>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => hrefWith(path, [['page', n > 1 ? n : undefined]])}
      />
    </div>
  );
}
