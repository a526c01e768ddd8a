import { REQUIRED_COLUMNS } from '@/lib/shared/catalogue-csv/columns';

const COLUMN_NOTES: [string, string][] = [
  ['id', 'The product number. Leave it empty to add a new product; never change it.'],
  ['main_category', 'mens, kidsboys, unisex, imported, weddinghub or cosmetics.'],
  ['price', 'Rupees, e.g. 1499 or 1499.50.'],
  ['available', 'true or false (TRUE, yes and no work too). Empty keeps it as it is.'],
  ['stock', 'The total. With sizes tracked it must be their sum, or left empty.'],
  ['size, footwear_size', 'e.g. S,M,L or 7,8,9.'],
  ['size_stock', 'Stock per size, e.g. S:2|M:0|L:5. Empty: one total for every size.'],
  [
    'barcode, size_barcodes',
    'Your own label codes, e.g. 8901234567890 and S:8901234567891|M:8901234567892. Format the column as text so the spreadsheet keeps every digit.',
  ],
  ['image_urls, created_at', 'For reference only: photos are changed on the product’s page.'],
];

/** How the spreadsheet works, beside the upload: the steps and what the columns hold. */
export function SpreadsheetGuide() {
  return (
    <section
      aria-labelledby="guide-heading"
      className="rounded-2xl border border-line bg-surface p-4 text-sm sm:p-6"
    >
      <h2 id="guide-heading" className="text-base font-semibold text-ink">
        How it works
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-ink">
        <li>Download the catalogue and open it in Excel or Google Sheets.</li>
        <li>Change prices, stock or details, or add rows for new products. Keep the first row.</li>
        <li>
          Save as <strong>CSV UTF-8</strong> (Sheets: File › Download › CSV) and check it here.
        </li>
        <li>Apply: every row is saved together, or none is.</li>
      </ol>
      <details className="group mt-3">
        <summary className="cursor-pointer font-semibold text-brand">The columns</summary>
        <p className="mt-2 text-muted">
          Required: {REQUIRED_COLUMNS.join(', ')}. Other columns may be left out; a missing column
          keeps what is stored.
        </p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          {COLUMN_NOTES.map(([name, note]) => (
            <div key={name} className="contents">
              <dt className="font-mono text-xs leading-5 font-semibold text-ink">{name}</dt>
              <dd className="mb-1 text-muted sm:mb-0">{note}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}
