import { searchHref } from '@/lib/shared/category-match';
import type { SearchReportRow } from '@/lib/server/search';

/** One of the report's lists: the query (opening the shop's results), its counts and last day. */
export function SearchReportTable({
  caption,
  rows,
  count,
  empty,
}: {
  caption: string;
  rows: SearchReportRow[];
  count: (row: SearchReportRow) => string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              Search
            </th>
            <th scope="col" className="px-3 py-2">
              Times
            </th>
            <th scope="col" className="px-3 py-2">
              Last
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.query} className="border-t border-line">
              <td className="px-3 py-2">
                <a
                  href={searchHref(row.query)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-brand underline-offset-2 hover:underline"
                >
                  {row.query}
                </a>
              </td>
              <td className="px-3 py-2 tabular-nums">{count(row)}</td>
              <td className="px-3 py-2 whitespace-nowrap text-muted">{row.lastDay}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
