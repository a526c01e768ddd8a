'use client';

import { useMemo, useState } from 'react';
import { ProductThumb } from '@/components/admin/product-thumb';
import type { CountLine } from '@/lib/shared/stock/count-request';
import { CountActions } from './count-actions';
import { CountDifferences } from './count-differences';
import { CountEntry } from './count-entry';

const keyOf = (l: Pick<CountLine, 'productId' | 'size'>) => `${l.productId}|${l.size ?? ''}`;

/**
 * The phone's counting sheet: each product with its photo and one input per size, every count
 * kept on the server as it is typed; the differences so far, then post or discard.
 */
export function CountSheet({ countId, lines }: { countId: number; lines: CountLine[] }) {
  const [counted, setCounted] = useState<ReadonlyMap<string, number | null>>(
    () => new Map(lines.map((l) => [keyOf(l), l.counted])),
  );
  const [onlyLeft, setOnlyLeft] = useState(false);
  const now = useMemo(
    () => lines.map((l) => ({ ...l, counted: counted.get(keyOf(l)) ?? null })),
    [lines, counted],
  );
  const products = useMemo(() => {
    const groups = new Map<number, CountLine[]>();
    for (const line of now)
      groups.set(line.productId, [...(groups.get(line.productId) ?? []), line]);
    return [...groups.values()];
  }, [now]);
  const done = now.filter((l) => l.counted !== null).length;
  const differences = now.filter((l) => l.counted !== null && l.counted !== l.expected).length;
  // Hiding is decided per product from the sheet as first drawn this session, so a product does
  // not vanish under the owner's thumb while they type its last size.
  const [leftAtToggle, setLeftAtToggle] = useState<ReadonlySet<number>>(new Set());

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium" aria-live="polite" data-testid="count-progress">
          {done} of {lines.length} counted
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={onlyLeft}
            onChange={(e) => {
              setOnlyLeft(e.target.checked);
              setLeftAtToggle(
                new Set(now.filter((l) => l.counted === null).map((l) => l.productId)),
              );
            }}
            className="size-5"
          />
          Only what is not counted yet
        </label>
      </div>
      <ul className="space-y-3" data-testid="count-sheet">
        {products
          .filter((group) => !onlyLeft || leftAtToggle.has(group[0]!.productId))
          .map((group) => {
            const first = group[0]!;
            return (
              <li
                key={first.productId}
                data-product-id={first.productId}
                className="rounded-xl border border-line bg-surface p-3"
              >
                <div className="flex items-center gap-3">
                  <ProductThumb src={first.photo} size={56} alt="" />
                  <p className="min-w-0 font-medium break-words text-ink">
                    {first.name} <span className="text-muted">#{first.productId}</span>
                  </p>
                </div>
                <ul className="mt-3 space-y-2">
                  {group.map((line) => (
                    <li key={keyOf(line)} className="flex items-center justify-between gap-3">
                      <span className="w-16 shrink-0 text-sm font-medium whitespace-nowrap">
                        {line.size ? `Size ${line.size}` : 'Pieces'}
                      </span>
                      <CountEntry
                        countId={countId}
                        productId={line.productId}
                        size={line.size}
                        label={`${line.name}${line.size ? `, size ${line.size}` : ''}: pieces on the shelf`}
                        initial={line.counted}
                        onCounted={(value) =>
                          setCounted((map) => new Map(map).set(keyOf(line), value))
                        }
                      />
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
      </ul>
      <section aria-labelledby="count-differences" className="space-y-2">
        <h2 id="count-differences" className="text-lg font-semibold text-ink">
          Differences ({differences})
        </h2>
        <CountDifferences lines={now} />
      </section>
      <CountActions countId={countId} differences={differences} uncounted={lines.length - done} />
    </div>
  );
}
