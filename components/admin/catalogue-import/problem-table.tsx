import type { CsvRowError } from '@/lib/shared/catalogue-csv/result';
import { formatCount } from '@/lib/shared/counts';

/** The file's problems: where (line, and the spreadsheet's row when it differs), column, why. */
export function ProblemTable({ errors, total }: { errors: readonly CsvRowError[]; total: number }) {
  return (
    <div className="overflow-hidden rounded-xl border border-danger/30">
      <table aria-label="Problems" className="w-full table-fixed text-left text-sm">
        <thead className="bg-danger/5 text-xs tracking-wide text-danger uppercase">
          <tr>
            <th scope="col" className="w-16 px-3 py-2 sm:w-24">
              Line
            </th>
            {/* On a phone the column name sits above the problem instead. */}
            <th scope="col" className="hidden w-44 px-3 py-2 sm:table-cell">
              Column
            </th>
            <th scope="col" className="px-3 py-2">
              Problem
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-surface">
          {errors.map((error, i) => (
            <tr key={`${error.line}-${error.column}-${i}`} data-testid="csv-problem">
              <td className="px-3 py-2 align-top tabular-nums">
                {error.line}
                {error.row !== error.line && (
                  <span className="block text-xs text-muted">row {error.row}</span>
                )}
              </td>
              <td className="hidden px-3 py-2 align-top font-mono text-xs break-all sm:table-cell">
                {error.column}
              </td>
              <td className="px-3 py-2 align-top">
                <span className="block font-mono text-xs font-semibold break-all text-ink sm:hidden">
                  {error.column}
                </span>
                {error.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > errors.length && (
        <p className="border-t border-line bg-surface px-3 py-2 text-sm text-muted">
          The first {formatCount(errors.length)} of {formatCount(total)} problems are listed.
        </p>
      )}
    </div>
  );
}
