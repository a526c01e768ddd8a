import Link from 'next/link';
import { ledgerDrift } from '@/lib/server/stock/drift';
import type { Caller } from '@/lib/server/auth/roles';
import { countText } from '@/lib/shared/counts';

/** Counts listed by name; more say how many more. */
const LISTED = 10;

const box = 'rounded-2xl border border-line bg-surface px-4 py-3 text-sm';

/** What the dashboard shows while the check runs, the height of its answer. */
export function DriftPending() {
  return <p className={`${box} text-muted`}>Checking the stock against its ledger…</p>;
}

const sizeText = (size: string | null) => (size === null ? 'stock' : `size ${size}`);

/**
 * The dashboard's check that every count equals the sum of its ledger, run each time the
 * dashboard is viewed (one query; see docs/performance.md for its time at 10,000 products).
 */
export async function DriftNotice({ caller }: { caller: Caller }) {
  const drift = await ledgerDrift(caller);
  if (drift.length === 0) {
    return (
      <p role="status" className={box}>
        <span aria-hidden className="text-brand">
          ✓{' '}
        </span>
        Stock matches its ledger.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="drift-heading"
      className="space-y-2 rounded-2xl border border-danger/40 bg-surface px-4 py-3 text-sm"
    >
      <h2 id="drift-heading" className="font-semibold text-danger">
        Stock differs from its ledger: {countText(drift.length, 'count', 'counts')}
      </h2>
      <p className="text-muted">
        Each was changed outside the shop&rsquo;s own stock writes. Count the shelf and correct it
        with a stocktake.
      </p>
      <ul className="space-y-1">
        {drift.slice(0, LISTED).map((d) => (
          <li key={`${d.productId}:${d.size ?? ''}`}>
            <Link
              href={`/admin/products/${d.productId}/ledger`}
              className="font-semibold text-brand hover:underline"
            >
              {d.name}
            </Link>
            , {sizeText(d.size)}: {d.stored} stored, {d.ledger} by the ledger
          </li>
        ))}
      </ul>
      {drift.length > LISTED && <p className="text-muted">and {drift.length - LISTED} more.</p>}
    </section>
  );
}
