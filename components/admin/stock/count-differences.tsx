import { countDifference, type CountLine } from '@/lib/shared/stock/count-request';

const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);

/** The counted sizes that differ from the system's count when the stocktake began. */
export function CountDifferences({ lines }: { lines: readonly CountLine[] }) {
  const differing = lines.filter((l) => (countDifference(l) ?? 0) !== 0);
  if (differing.length === 0) {
    return <p className="text-sm text-muted">No differences so far.</p>;
  }
  return (
    <ul
      className="divide-y divide-line rounded-xl border border-line bg-surface text-sm"
      data-testid="count-differences"
    >
      {differing.map((l) => (
        <li
          key={`${l.productId}|${l.size ?? ''}`}
          className="flex items-baseline justify-between gap-3 p-3"
        >
          <span className="min-w-0 break-words">
            {l.name}
            {l.size ? <span className="text-muted"> · {l.size}</span> : null}
            <span className="block text-xs text-muted">
              System {l.expected}, counted {l.counted}
            </span>
          </span>
          <span
            className={`shrink-0 font-semibold tabular-nums ${countDifference(l)! < 0 ? 'text-danger' : 'text-ink'}`}
          >
            {signed(countDifference(l)!)}
          </span>
        </li>
      ))}
    </ul>
  );
}
