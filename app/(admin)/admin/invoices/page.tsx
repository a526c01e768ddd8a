import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { MonthView } from '@/components/admin/invoices/month-view';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/form-field';
import { monthFrom } from '@/lib/shared/invoices/month';
import { adminForPage } from '@/lib/server/admin';
import { accountantMonth } from '@/lib/server/invoices/month';
import type { SearchParams } from '@/lib/shared/search-params';

export const metadata: Metadata = { title: 'Invoices' };

/**
 * The accountant's month: the invoices and credit notes issued, the B2C and HSN-wise summaries,
 * as CSV too.
 */
export default async function InvoicesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const caller = await adminForPage();
  if (!caller) return null;
  const asked = (await searchParams).month;
  const month = monthFrom(typeof asked === 'string' ? asked : null);
  const figures = await accountantMonth(caller, month);
  const csv = (part: string) => `/admin/invoices/export.csv?month=${month.key}&part=${part}`;
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Invoices · ${month.label}`}
        intro="What was invoiced in the month (India’s calendar), for your accountant."
      />
      <div className="flex flex-wrap items-end gap-3">
        <form method="get" className="flex items-end gap-2">
          <label className="text-sm font-medium">
            Month
            <input type="month" name="month" defaultValue={month.key} className={inputClass} />
          </label>
          <button type="submit" className={buttonStyles.compact.secondary}>
            Show
          </button>
        </form>
        <a href={csv('invoices')} className={buttonStyles.compact.secondary} download>
          Invoices (CSV)
        </a>
        <a href={csv('summary')} className={buttonStyles.compact.secondary} download>
          Summary (CSV)
        </a>
        <a href={csv('hsn')} className={buttonStyles.compact.secondary} download>
          HSN summary (CSV)
        </a>
      </div>
      <MonthView month={figures} />
    </div>
  );
}
