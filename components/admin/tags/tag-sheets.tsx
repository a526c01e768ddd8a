import type { ProductTag } from '@/lib/server/qr';
import { ProductTagCard } from './product-tag-card';

/** Tags to an A4 sheet: 2 columns × 4 rows of 94 × 66 mm within the page's 10 mm margins. */
export const TAGS_PER_SHEET = 8;

function sheetsOf<T>(items: readonly T[], size: number): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < items.length; i += size) sheets.push(items.slice(i, i + size));
  return sheets;
}

/**
 * The tags grouped into A4 sheets. Each sheet starts a new printed page, so a sheet is always
 * the same 8 tags however the browser would have flowed them; on screen each sheet is a card.
 */
export function TagSheets({ tags, shopName }: { tags: readonly ProductTag[]; shopName: string }) {
  const sheets = sheetsOf(tags, TAGS_PER_SHEET);
  return (
    <div className="space-y-6 print:space-y-0">
      {sheets.map((sheet, index) => (
        <section
          key={sheet[0]!.id}
          aria-label={`Sheet ${index + 1} of ${sheets.length}`}
          data-testid="tag-sheet"
          className={`rounded-2xl border border-line bg-stone-100 p-3 sm:p-5 print:rounded-none print:border-0 print:bg-white print:p-0 ${
            index > 0 ? 'print:break-before-page' : ''
          }`}
        >
          <h2 className="mb-3 text-sm font-semibold text-muted print:hidden">
            Sheet {index + 1} of {sheets.length}
          </h2>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 print:grid-cols-[repeat(2,94mm)] print:gap-[2mm]">
            {sheet.map((tag) => (
              <ProductTagCard key={tag.id} tag={tag} shopName={shopName} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
