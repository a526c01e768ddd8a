// The drawer's cash for one day: how the expected cash is made up (float, cash sales, paid in,
// paid out, refunds), the cash moves with their notes, and the close as it was kept.
import { formatOrderTime } from '@/components/orders/order-time';
import { countText } from '@/lib/shared/counts';
import { CASH_MOVE_LABELS } from '@/lib/shared/counter/drawer-forms';
import { DRAWER_NOTES } from '@/lib/shared/counter/drawer';
import type { DrawerDay } from '@/lib/server/counter/day';
import { DifferenceLine, rupees } from './drawer-words';

const row = 'flex items-baseline justify-between gap-3 py-1.5';

/**
 * Float + cash sales + paid in − paid out (+ collected for exchanges − refunds) = expected, as a
 * short sum.
 */
export function ExpectedCash({ day }: { day: DrawerDay }) {
  const e = day.expected;
  const closedAt = day.close?.closedAt;
  return (
    <dl className="divide-y divide-line text-sm tabular-nums" data-testid="drawer-expected">
      <div className={row}>
        <dt>Float</dt>
        <dd>{rupees(e.floatPaise)}</dd>
      </div>
      <div className={row}>
        <dt>Cash sales ({countText(e.cashSalesCount, 'payment', 'payments')})</dt>
        <dd>+ {rupees(e.cashSalesPaise)}</dd>
      </div>
      <div className={row}>
        <dt>Paid in</dt>
        <dd>+ {rupees(e.paidInPaise)}</dd>
      </div>
      <div className={row}>
        <dt>Paid out</dt>
        <dd>− {rupees(e.paidOutPaise)}</dd>
      </div>
      {e.cashCollectedPaise > 0 && (
        <div className={row}>
          <dt>Collected for exchanges</dt>
          <dd>+ {rupees(e.cashCollectedPaise)}</dd>
        </div>
      )}
      {e.cashRefundsPaise > 0 && (
        <div className={row}>
          <dt>Cash refunds</dt>
          <dd>− {rupees(e.cashRefundsPaise)}</dd>
        </div>
      )}
      <div className={`${row} font-semibold`}>
        <dt>{closedAt ? 'Expected at the close' : 'Expected now'}</dt>
        <dd>{rupees(day.close?.expectedPaise ?? e.expectedPaise)}</dd>
      </div>
    </dl>
  );
}

export function CashMoves({ day }: { day: DrawerDay }) {
  if (!day.moves.length) return <p className="text-sm text-muted">No cash paid in or out.</p>;
  return (
    <ul className="divide-y divide-line text-sm" data-testid="drawer-moves">
      {day.moves.map((m) => (
        <li key={m.id} className="flex items-baseline justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="font-medium">{CASH_MOVE_LABELS[m.kind]}</span>
            <span className="block break-words text-muted">
              {m.note} · {formatOrderTime(m.at)}
              {m.by ? ` · ${m.by}` : ''}
            </span>
          </span>
          <span className="shrink-0 tabular-nums">
            {m.kind === 'out' ? '−' : '+'} {rupees(m.amountPaise)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The close as kept: expected, counted, the difference, each note's count and the note. */
export function ClosedSummary({ day }: { day: DrawerDay }) {
  const close = day.close;
  if (!close) return null;
  return (
    <div className="space-y-3" data-testid="drawer-close">
      <dl className="grid grid-cols-3 gap-2 text-sm tabular-nums">
        <div className="rounded-xl bg-canvas p-3">
          <dt className="text-muted">Expected</dt>
          <dd className="font-semibold">{rupees(close.expectedPaise)}</dd>
        </div>
        <div className="rounded-xl bg-canvas p-3">
          <dt className="text-muted">Counted</dt>
          <dd className="font-semibold">{rupees(close.countedPaise)}</dd>
        </div>
        <div className="rounded-xl bg-canvas p-3">
          <dt className="text-muted">Difference</dt>
          <dd className="font-semibold">
            <DifferenceLine paise={close.differencePaise} />
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        Closed {formatOrderTime(close.closedAt)}
        {close.closedBy ? ` by ${close.closedBy}` : ''}.{close.note ? ` Note: ${close.note}` : ''}
      </p>
      <ul className="grid grid-cols-2 gap-x-4 text-sm tabular-nums sm:grid-cols-4">
        {DRAWER_NOTES.map((note) => (
          <li key={note} className="flex justify-between py-0.5">
            <span>
              ₹{note} × {close.tally.notes[note]}
            </span>
            <span>{rupees(close.tally.notes[note] * note * 100)}</span>
          </li>
        ))}
        <li className="flex justify-between py-0.5">
          <span>Coins</span>
          <span>{rupees(close.tally.coinsPaise)}</span>
        </li>
      </ul>
    </div>
  );
}
