import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/admin/page-header';
import { CountDifferences } from '@/components/admin/stock/count-differences';
import { CountSheet } from '@/components/admin/stock/count-sheet';
import { formatOrderTime } from '@/components/orders/order-time';
import { parseId } from '@/lib/shared/ids';
import { scopeLabel } from '@/lib/shared/stock/count-request';
import { adminForPage } from '@/lib/server/admin';
import { countSheet } from '@/lib/server/stock/count-read';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Stocktake ${parseId((await params).id) ?? ''}`.trim() };
}

/** One stocktake: the counting sheet while open, what was found once posted or discarded. */
export default async function StocktakeSheetPage({ params }: Props) {
  const caller = await adminForPage();
  if (!caller) return null;
  const id = parseId((await params).id);
  const count = id === null ? null : await countSheet(caller, id);
  if (!count) notFound();
  const when =
    count.status === 'open'
      ? `Started ${formatOrderTime(count.startedAt)}: the system's counts are as they were then.`
      : count.status === 'posted'
        ? `Posted ${formatOrderTime(count.postedAt ?? count.startedAt)}: the differences below were corrected.`
        : 'Discarded: no stock changed.';
  return (
    <div className="max-w-2xl space-y-5">
      <PageHeader
        title={`Stocktake ${count.id}`}
        intro={
          <>
            {scopeLabel(count.scope)}. {when}
          </>
        }
        actions={
          <Link href="/admin/stock/count" className="text-sm font-medium text-brand underline">
            All stocktakes
          </Link>
        }
      />
      {count.status === 'open' ? (
        <CountSheet countId={count.id} lines={count.sheet} />
      ) : (
        <section aria-labelledby="found" className="space-y-2">
          <h2 id="found" className="text-lg font-semibold text-ink">
            Differences found ({count.countedLines} of {count.lines} counted)
          </h2>
          <CountDifferences lines={count.sheet} />
        </section>
      )}
    </div>
  );
}
