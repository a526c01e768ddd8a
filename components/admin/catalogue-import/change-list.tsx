import type { CsvRowChange } from '@/lib/shared/catalogue-csv/result';
import { formatCount } from '@/lib/shared/counts';

/** What the apply would write: each new product, and the columns that change on the others. */
export function ChangeList({
  changes,
  total,
}: {
  changes: readonly CsvRowChange[];
  total: number;
}) {
  return (
    <div>
      <ul
        aria-label="Changes"
        className="divide-y divide-line rounded-xl border border-line bg-surface"
      >
        {changes.map((change) => (
          <li
            key={change.line}
            data-testid="csv-change"
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm"
          >
            <span className="w-16 shrink-0 text-xs text-muted tabular-nums">
              Line {change.line}
            </span>
            <span className="min-w-0 flex-1 font-medium break-words text-ink">
              {change.id === null ? (
                <span className="mr-2 rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">
                  New
                </span>
              ) : (
                <span className="mr-2 text-muted">#{change.id}</span>
              )}
              {change.name}
            </span>
            {change.columns.length > 0 && (
              <span className="basis-full pl-19 font-mono text-xs break-all text-muted sm:basis-auto sm:pl-0">
                {change.columns.join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {total > changes.length && (
        <p className="mt-2 text-sm text-muted">
          The first {formatCount(changes.length)} of {formatCount(total)} changes are listed.
        </p>
      )}
    </div>
  );
}
