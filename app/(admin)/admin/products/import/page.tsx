import type { Metadata } from 'next';
import { CatalogueImport } from '@/components/admin/catalogue-import/catalogue-import';
import { SpreadsheetGuide } from '@/components/admin/catalogue-import/spreadsheet-guide';
import { PageHeader } from '@/components/admin/page-header';
import { buttonStyles } from '@/components/ui/button-styles';
import { adminForPage } from '@/lib/server/admin';

export const metadata: Metadata = { title: 'Catalogue spreadsheet' };

/** The catalogue as a spreadsheet: download every product as CSV, upload one to add or change many. */
export default async function CatalogueSpreadsheetPage() {
  if (!(await adminForPage())) return null; // the layout checks too; the page never relies on it
  return (
    <div className="space-y-5">
      <PageHeader
        title="Catalogue spreadsheet"
        intro="Edit every product in Excel or Google Sheets, then upload the file to add or change many at once."
        actions={
          // A plain link: the browser downloads the file (a Link would try to render it).
          <a href="/admin/products/export.csv" download className={buttonStyles.compact.primary}>
            Download CSV
          </a>
        }
      />
      <CatalogueImport />
      <SpreadsheetGuide />
    </div>
  );
}
