import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { SalesChart } from '@/components/admin/reports/sales-chart';
import { SalesRangeChooser } from '@/components/admin/reports/sales-range-chooser';
import { SalesSummary } from '@/components/admin/reports/sales-summary';
import { PeriodTable, SliceTable } from '@/components/admin/reports/sales-tables';
import { buttonStyles } from '@/components/ui/button-styles';
import { firstParam, hrefWith, type SearchParams } from '@/lib/shared/search-params';
import { SALES_DEFINITION } from '@/lib/shared/reports/sales-report';
import { salesRange } from '@/lib/shared/reports/sales-range';
import { adminForPage } from '@/lib/server/admin';
import { salesReport } from '@/lib/server/reports/sales';

export const metadata: Metadata = { title: 'Sales' };

const card = 'min-w-0 space-y-3 rounded-2xl border border-line bg-surface p-4';

/**
 * The sales report: a range of days, weeks or months (?by=day|week|month&end=YYYY-MM-DD), web
 * against counter, by category and size, the pieces that came back; each table as CSV too.
 */
export default async function SalesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const caller = await adminForPage();
  if (!caller) return null;
  const params = await searchParams;
  const range = salesRange(firstParam(params, 'by'), firstParam(params, 'end'));
  const report = await salesReport(caller, range);
  const csv = (part: string) =>
    hrefWith('/admin/sales/export.csv', [
      ['by', range.grain],
      ['end', range.endDay],
      ['part', part],
    ]);
  const first = range.periods[0]!.label;
  const last = range.periods.at(-1)!.label;
  return (
    <div className="space-y-5">
      <PageHeader
        title="Sales"
        intro={`${first} – ${last}: what sold on the website and at the counter, and what came back.`}
      />
      <SalesRangeChooser range={range} />
      <SalesSummary totals={report.totals} />
      <section aria-labelledby="periods-heading" className={card}>
        <h2 id="periods-heading" className="font-semibold text-ink">
          By {range.grain}
        </h2>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
          <SalesChart
            periods={report.periods}
            grain={range.grain}
            title={`Sales by ${range.grain}, ${first} – ${last}, web and counter`}
          />
          <PeriodTable periods={report.periods} totals={report.totals} />
        </div>
      </section>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <section aria-labelledby="category-heading" className={card}>
          <h2 id="category-heading" className="font-semibold text-ink">
            By category
          </h2>
          <SliceTable name="Category" rows={report.byCategory} testId="sales-categories" />
        </section>
        <section aria-labelledby="size-heading" className={card}>
          <h2 id="size-heading" className="font-semibold text-ink">
            By size
          </h2>
          <SliceTable name="Size" rows={report.bySize} testId="sales-sizes" />
        </section>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={csv('periods')} className={buttonStyles.compact.secondary} download>
          By {range.grain} (CSV)
        </a>
        <a href={csv('categories')} className={buttonStyles.compact.secondary} download>
          By category (CSV)
        </a>
        <a href={csv('sizes')} className={buttonStyles.compact.secondary} download>
          By size (CSV)
        </a>
      </div>
      <section aria-labelledby="counted-heading" className="space-y-1 text-sm text-muted">
        <h2 id="counted-heading" className="font-semibold text-ink">
          What is counted
        </h2>
        <p>{SALES_DEFINITION.sale}</p>
        <p>{SALES_DEFINITION.money}</p>
        <p>{SALES_DEFINITION.returns}</p>
      </section>
    </div>
  );
}
