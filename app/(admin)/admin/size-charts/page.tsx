import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/admin/page-header';
import { buttonStyles } from '@/components/ui/button-styles';
import { chartKindLabel } from '@/lib/shared/size-charts/kinds';
import { adminForPage } from '@/lib/server/admin';
import { listSizeCharts } from '@/lib/server/size-charts';

export const metadata: Metadata = { title: 'Size charts' };

/** The owner's size charts: one per kind of garment, and charts products choose as their own. */
export default async function SizeChartsPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const charts = await listSizeCharts();
  return (
    <div className="space-y-5">
      <PageHeader
        title="Size charts"
        intro="Each kind of garment has one chart, shown in the size guide of every product of that kind. A product can choose another chart on its edit page."
      />
      <Link href="/admin/size-charts/new" className={buttonStyles.compact.primary}>
        Add a chart
      </Link>
      {charts.length ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Charts">
          {charts.map((chart) => (
            <li
              key={chart.id}
              data-testid="size-chart"
              className="rounded-xl border border-line bg-surface p-3"
            >
              <Link
                href={`/admin/size-charts/${chart.id}`}
                className="font-semibold break-words text-brand hover:underline"
              >
                {chart.name}
              </Link>
              <p className="mt-1 text-sm text-muted">
                {chart.kind
                  ? `Every product of: ${chartKindLabel(chart.kind)}`
                  : 'Products that choose it'}
                {' · '}
                {chart.rows.map((r) => r.size).join(', ')} · {chart.measurements.join(', ')}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">
          No charts yet: add one for each kind of garment you sell.
        </p>
      )}
    </div>
  );
}
