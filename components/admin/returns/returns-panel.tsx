import { OPEN_RETURN_STATUSES } from '@/lib/shared/returns/states';
import type { OwnerReturnsPanel } from '@/lib/server/returns';
import { OpenReturnForm } from './open-return-form';
import { ReturnCard } from './return-card';

// The admin order page's "Returns and exchanges": every request of the order with its lines,
// where it stands, its papers and the owner's next step, and the form that opens one at the
// counter. Phone-first: one column, full-width controls.

const OPEN: ReadonlySet<string> = new Set(OPEN_RETURN_STATUSES);

export function ReturnsPanel({ panel }: { panel: OwnerReturnsPanel }) {
  const working = panel.requests.some((r) => OPEN.has(r.status));
  const left = panel.lines.filter((l) => l.left > 0);
  const canOpen = panel.orderStatus === 'completed' && !working && left.length > 0;
  return (
    <section
      aria-labelledby="returns-heading"
      className="rounded-2xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <h2 id="returns-heading" className="mb-3 text-lg font-semibold text-ink">
        Returns and exchanges
      </h2>
      {panel.requests.length === 0 && (
        <p className="text-sm text-muted">No return or exchange on this order.</p>
      )}
      <ul className="space-y-4">
        {panel.requests.map((request) => (
          <li key={request.id}>
            <ReturnCard
              request={request}
              orderNumber={panel.orderNumber}
              hasPhone={panel.hasPhone}
              storeCreditOn={panel.storeCreditOn}
            />
          </li>
        ))}
      </ul>
      {canOpen ? (
        <OpenReturnForm orderNumber={panel.orderNumber} lines={left} />
      ) : (
        <p className="mt-3 text-sm text-muted">
          {working
            ? 'Finish the request above before opening another.'
            : panel.orderStatus !== 'completed'
              ? 'A return or exchange opens once the order is completed.'
              : 'Every piece of this order is already in a return.'}
        </p>
      )}
    </section>
  );
}
