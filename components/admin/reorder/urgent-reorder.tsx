// The dashboard's five most urgent sizes to reorder (fewest days of cover first), each with the
// quantity to order, and the way to the whole list.
import Link from 'next/link';
import { coverText, reorderDaysOf, sizeLabel } from '@/lib/shared/reorder/rules';
import type { Caller } from '@/lib/server/auth/roles';
import { mostUrgent } from '@/lib/server/reorder/read';
import { getShopSettings } from '@/lib/server/settings';

export async function UrgentReorder({ caller }: { caller: Caller }) {
  const days = reorderDaysOf(await getShopSettings());
  const { rows, total } = await mostUrgent(caller, { days, count: 5 });
  return (
    <section aria-labelledby="reorder-heading" className="space-y-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="reorder-heading" className="text-lg font-semibold text-ink">
          Reorder soon
        </h2>
        <Link href="/admin/reorder" className="text-sm font-semibold text-brand hover:underline">
          {total > rows.length ? `All ${total} to order` : 'What to reorder'}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface p-4 text-sm text-muted">
          Nothing to order: every size that sells has enough for {days.coverDays} days and more.
        </p>
      ) : (
        <ol
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
          data-testid="urgent-reorder"
        >
          {rows.map((r) => (
            <li key={`${r.productId}-${r.size}`}>
              <Link
                href="/admin/reorder"
                className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-canvas"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-ink">
                    {r.name} <span className="font-semibold">{sizeLabel(r.size)}</span>
                  </span>
                  <span className="block text-xs text-muted">
                    {r.stock} in stock · lasts {coverText(r.coverDays)}
                  </span>
                </span>
                <span className="shrink-0 text-right text-sm">
                  <span className="block text-xs text-muted">Order</span>
                  <span className="font-display text-xl text-brand tabular-nums">
                    {r.suggested}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
