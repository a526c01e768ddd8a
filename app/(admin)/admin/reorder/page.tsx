import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { ReorderCard } from '@/components/admin/reorder/reorder-card';
import {
  NeverSell,
  ReorderFormula,
  ReturnedForFit,
} from '@/components/admin/reorder/reorder-notes';
import { buttonStyles } from '@/components/ui/button-styles';
import { Pagination } from '@/components/ui/pagination';
import { formatCount } from '@/lib/shared/counts';
import { daysToCover, LONG_DAYS, reorderDaysOf } from '@/lib/shared/reorder/rules';
import { hrefWith, pageParam, type SearchParams } from '@/lib/shared/search-params';
import { adminForPage } from '@/lib/server/admin';
import { reorderList, sizesReturnedForFit, sizesThatNeverSell } from '@/lib/server/reorder/read';
import { getShopSettings } from '@/lib/server/settings';

export const metadata: Metadata = { title: 'Reorder' };

/**
 * What to reorder: every size that sold in the last 30 days, the one that runs out first on top
 * (?page=n), with the quantity to order; sizes that never sell; sizes returned for fit; the
 * supplier's CSV by brand.
 */
export default async function ReorderPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const caller = await adminForPage();
  if (!caller) return null;
  const days = reorderDaysOf(await getShopSettings());
  const page = pageParam(await searchParams);
  const [list, idle, fit] = await Promise.all([
    reorderList(caller, { days, page }),
    sizesThatNeverSell(caller, { limit: 20 }),
    sizesReturnedForFit(caller, { limit: 20 }),
  ]);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Reorder"
        intro={`Sizes that sold in the last ${LONG_DAYS} days, the first to run out on top, with enough to order for ${daysToCover(days)} days (${days.coverDays} to sell, ${days.leadDays} for the supplier, ${days.safetyDays} of safety stock).`}
        actions={
          <a href="/admin/reorder/export.csv" className={buttonStyles.compact.secondary} download>
            Supplier list by brand (CSV)
          </a>
        }
      />
      <section aria-labelledby="list-heading" className="space-y-3">
        <h2 id="list-heading" className="font-semibold text-ink">
          {list.total === 0
            ? `Nothing sold in the last ${LONG_DAYS} days`
            : `${formatCount(list.total)} ${list.total === 1 ? 'size sells' : 'sizes sell'}`}
        </h2>
        {list.rows.length > 0 && (
          <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="reorder-list">
            {list.rows.map((row) => (
              <ReorderCard key={`${row.productId}-${row.size}`} row={row} />
            ))}
          </ol>
        )}
        <Pagination
          page={list.page}
          pageCount={list.pages}
          hrefFor={(n) => hrefWith('/admin/reorder', [['page', n > 1 ? n : undefined]])}
          className="pt-2"
        />
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <NeverSell rows={idle.rows} total={idle.total} />
        <ReturnedForFit rows={fit} />
      </div>
      <ReorderFormula days={days} />
    </div>
  );
}
