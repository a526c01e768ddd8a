import { formatPrice } from '@/lib/shared/money';
import { askMessageLink } from '@/lib/shared/returns/ask-message';
import {
  REFUND_METHOD_LABELS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '@/lib/shared/returns/states';
import type { ReturnView } from '@/lib/shared/returns/view';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatOrderTime } from '../order-time';

// One exchange or return on the shopper's status page: where it stands on its road (asked →
// accepted → received → done, or declined with the owner's reason), what was asked, how the
// money went, and while it is being worked on, the prefilled WhatsApp message to the shop.

const ROAD: readonly ReturnStatus[] = ['asked', 'accepted', 'received', 'done'];

/** What the shopper reads under the request's heading, by where it stands. */
const STANDING: Record<ReturnStatus, string> = {
  asked: 'The shop has your request and will reply soon.',
  accepted: 'The shop said yes: bring or send the pieces back, with their tags on.',
  received: 'The shop has the pieces back and is settling it.',
  done: 'Done.',
  declined: 'The shop could not take this back.',
};

type StepState = 'done' | 'current' | 'upcoming' | 'declined';

function steps(request: ReturnView): { status: ReturnStatus; state: StepState }[] {
  if (request.status === 'declined') {
    return [
      { status: 'asked', state: 'done' },
      { status: 'declined', state: 'declined' },
    ];
  }
  const at = ROAD.indexOf(request.status);
  return ROAD.map((status, i) => ({
    status,
    state: i < at || request.status === 'done' ? 'done' : i === at ? 'current' : 'upcoming',
  }));
}

const DOT: Record<StepState, string> = {
  done: 'border-success bg-success',
  current: 'border-brand bg-brand ring-4 ring-brand/15',
  upcoming: 'border-line bg-surface',
  declined: 'border-danger bg-danger',
};

const isOpen = (status: ReturnStatus) => status !== 'done' && status !== 'declined';

export function ShopperReturnCard({
  request,
  message,
}: {
  request: ReturnView;
  /** The shop's WhatsApp and what the message names (the order, its status page). */
  message: { shopName: string; whatsapp: string; orderNumber: string; statusUrl: string };
}) {
  const exchange = request.lines.some((l) => l.action === 'exchange');
  const title = `${exchange ? 'Exchange' : 'Return'} ${RETURN_STATUS_LABELS[request.status].toLowerCase()}`;
  const link = isOpen(request.status)
    ? askMessageLink(message.whatsapp, {
        ...message,
        returnId: request.id,
        action: exchange ? 'exchange' : 'return',
        lines: request.lines,
        note: request.note,
      })
    : null;
  const headingId = `return-${request.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="shopper-return"
      data-status={request.status}
      className="rounded-xl border border-line p-4"
    >
      <h3 id={headingId} className="font-semibold text-ink">
        {title}
      </h3>
      <p className="text-sm text-muted">
        Asked <time dateTime={request.createdAt}>{formatOrderTime(request.createdAt)}</time>
      </p>
      <ol
        aria-label={`${exchange ? 'Exchange' : 'Return'} progress`}
        className="mt-3 flex flex-wrap gap-x-4 gap-y-2"
      >
        {steps(request).map((step) => (
          <li
            key={step.status}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex items-center gap-1.5 text-sm"
          >
            <span
              aria-hidden
              className={`size-3 shrink-0 rounded-full border-2 ${DOT[step.state]}`}
            />
            <span className={step.state === 'upcoming' ? 'text-muted' : 'font-semibold text-ink'}>
              {RETURN_STATUS_LABELS[step.status]}
            </span>
            <span className="sr-only">
              {step.state === 'current'
                ? ' (current step)'
                : step.state === 'upcoming'
                  ? ' (not yet)'
                  : ''}
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-ink" data-testid="shopper-return-standing">
        {STANDING[request.status]}
        {request.status === 'declined' && request.declineReason ? (
          <>
            {' '}
            <span className="font-semibold">Reason: {request.declineReason}</span>
          </>
        ) : null}
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {request.lines.map((l) => (
          <li key={l.orderLineId}>
            <span className="font-medium text-ink">{l.name}</span>
            {l.size ? ` (size ${l.size})` : ''}
            {l.newSize ? ` → size ${l.newSize}` : ''} · {l.qty} {l.qty === 1 ? 'piece' : 'pieces'} ·{' '}
            {RETURN_REASON_LABELS[l.reason]}
          </li>
        ))}
      </ul>
      {request.status === 'done' ? <DoneMoney request={request} /> : null}
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles.secondary} mt-4 w-full sm:w-auto`}
        >
          Send on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}

/** How the money went once done: refunded (and how), paid on top, or nothing either way. */
function DoneMoney({ request }: { request: ReturnView }) {
  const refunded = Number(request.refunded) > 0;
  const collected = Number(request.collected) > 0;
  if (!refunded && !collected) return null;
  return (
    <p className="mt-2 text-sm text-ink" data-testid="shopper-return-money">
      {refunded
        ? `Refunded ${formatPrice(request.refunded)}${
            request.refundMethod && request.refundMethod !== 'none'
              ? ` (${REFUND_METHOD_LABELS[request.refundMethod]})`
              : ''
          }.`
        : `You paid ${formatPrice(request.collected)} for the difference.`}
    </p>
  );
}
