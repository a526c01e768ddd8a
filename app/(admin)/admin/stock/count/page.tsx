import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { CountList } from '@/components/admin/stock/count-list';
import { StartCountForm } from '@/components/admin/stock/start-count-form';
import { adminForPage } from '@/lib/server/admin';
import { listCounts } from '@/lib/server/stock/count-read';

export const metadata: Metadata = { title: 'Stocktake' };

/** Stocktakes: the open ones to carry on counting, a new one, the last few done. */
export default async function StocktakePage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const { open, done } = await listCounts(caller);
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader
        title="Stocktake"
        intro="Count a category size by size on your phone; each count is kept as you type it. Then post the differences as corrections: sales made while you count stay taken."
      />
      {open.length > 0 && (
        <section aria-labelledby="open-counts" className="space-y-2">
          <h2 id="open-counts" className="text-lg font-semibold text-ink">
            Carry on counting
          </h2>
          <CountList counts={open} label="Open stocktakes" />
        </section>
      )}
      <section aria-labelledby="new-count" className="space-y-2">
        <h2 id="new-count" className="text-lg font-semibold text-ink">
          New stocktake
        </h2>
        <StartCountForm />
      </section>
      {done.length > 0 && (
        <section aria-labelledby="done-counts" className="space-y-2">
          <h2 id="done-counts" className="text-lg font-semibold text-ink">
            Done
          </h2>
          <CountList counts={done} label="Finished stocktakes" />
        </section>
      )}
    </div>
  );
}
