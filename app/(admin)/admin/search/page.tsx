import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { SearchReportTable } from '@/components/admin/search/search-report';
import { SynonymForm } from '@/components/admin/search/synonym-form';
import { SynonymList } from '@/components/admin/search/synonym-list';
import { formatCount } from '@/lib/shared/counts';
import { adminForPage } from '@/lib/server/admin';
import { listSynonyms, searchReport } from '@/lib/server/search';

export const metadata: Metadata = { title: 'Search' };

const section = 'space-y-3';
const heading = 'font-display text-xl text-brand';

/** What shoppers could not find (last 30 days) and the shop's synonyms. */
export default async function AdminSearchPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const [report, synonyms] = await Promise.all([searchReport(caller), listSynonyms(caller)]);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Search"
        intro="What shoppers searched for in the last 30 days and could not find, and the words the search treats as the same."
      />
      <section aria-labelledby="found-nothing" className={section}>
        <h2 id="found-nothing" className={heading}>
          Found nothing
        </h2>
        <p className="text-sm text-muted">
          Add the product, or a synonym below so these searches find what you have.
        </p>
        <SearchReportTable
          caption="Searches that found nothing"
          rows={report.empty}
          count={(r) => formatCount(r.empty)}
          empty="Every search found something."
        />
      </section>
      <section aria-labelledby="not-opened" className={section}>
        <h2 id="not-opened" className={heading}>
          Nothing opened
        </h2>
        <p className="text-sm text-muted">
          Searches that found products, none of which was opened.
        </p>
        <SearchReportTable
          caption="Searches after which no product was opened"
          rows={report.unclicked}
          count={(r) => formatCount(r.searches)}
          empty="Shoppers opened a product after every search."
        />
      </section>
      <section aria-labelledby="synonyms" className={section}>
        <h2 id="synonyms" className={heading}>
          Synonyms
        </h2>
        <p className="text-sm text-muted">
          When shoppers type a word, also search these. Spellings (kurtha, sherwaani), plurals and
          typos need no synonym. A change works on the next search.
        </p>
        <div className="rounded-lg border border-line bg-surface p-4">
          <SynonymForm id={null} />
        </div>
        <SynonymList items={synonyms} />
      </section>
    </div>
  );
}
