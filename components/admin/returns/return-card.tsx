import { adminDocumentPdfHref } from '@/lib/shared/invoices/order-documents';
import { formatPrice } from '@/lib/shared/money';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type RefundMethod,
} from '@/lib/shared/returns/states';
import type { ReturnLineView } from '@/lib/shared/returns/view';
import type { OwnerReturn } from '@/lib/server/returns/owner-read';
import { ReturnSteps } from './return-steps';

// One request on the order page: its lines, where it stands, how the money went, its papers,
// and the owner's next step.

const withSize = (name: string, size: string | null) => (size ? `${name} (${size})` : name);

function lineText(l: ReturnLineView): string {
  const what = `${l.qty} × ${withSize(l.name, l.size)}`;
  if (l.action === 'exchange') return `${what} → ${withSize(l.newName, l.newSize || null)}`;
  return `${what}, returned`;
}

/** "₹999.00 back to the customer", "₹200.00 due from the customer", "Nothing owed either way". */
function owedText(owedPaise: number): string {
  if (owedPaise > 0) return `${formatPrice(owedPaise / 100)} back to the customer`;
  if (owedPaise < 0) return `${formatPrice(-owedPaise / 100)} due from the customer`;
  return 'Nothing owed either way';
}

const MOVED: Record<RefundMethod, string> = {
  none: 'nothing to pay either way',
  cash: 'by cash',
  upi: 'by UPI',
  store_credit: 'as store credit',
};

export function ReturnCard({
  request,
  orderNumber,
  hasPhone,
  storeCreditOn,
}: {
  request: OwnerReturn;
  orderNumber: string;
  hasPhone: boolean;
  storeCreditOn: boolean;
}) {
  const label = `Return ${request.id}`;
  const refunded = Number(request.refunded) > 0;
  const collected = Number(request.collected) > 0;
  return (
    <article
      aria-label={label}
      className="space-y-3 rounded-xl border border-line p-3 sm:p-4"
      data-return-id={request.id}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink">
          {label}
          <span className="font-normal text-muted">
            {' '}
            · {request.source === 'shop' ? 'opened by the shop' : 'asked by the shopper'}
          </span>
        </h3>
        <p className="rounded-full bg-canvas px-2.5 py-0.5 text-sm font-semibold text-ink">
          {RETURN_STATUS_LABELS[request.status]}
        </p>
      </header>
      <ul className="space-y-1 text-sm text-ink">
        {request.lines.map((l) => (
          <li key={l.orderLineId}>
            {lineText(l)}
            <span className="text-muted">
              {' '}
              · {RETURN_REASON_LABELS[l.reason]} · paid {formatPrice(l.unitPaid)} each
              {l.newUnitPrice !== null && l.action === 'exchange'
                ? ` · new ${formatPrice(l.newUnitPrice)} each`
                : ''}
              {l.condition === 'restock' ? ' · back to stock' : ''}
              {l.condition === 'damaged' ? ' · written off (damaged)' : ''}
            </span>
          </li>
        ))}
      </ul>
      {request.note && <p className="text-sm text-muted">“{request.note}”</p>}
      {request.status === 'declined' ? (
        <p className="text-sm text-danger">Declined: {request.declineReason}</p>
      ) : request.status === 'done' ? (
        <p className="text-sm text-ink">
          {refunded
            ? `${formatPrice(request.refunded)} refunded ${MOVED[request.refundMethod ?? 'none']}`
            : collected
              ? `${formatPrice(request.collected)} collected ${MOVED[request.refundMethod ?? 'none']}`
              : 'Nothing owed either way'}
          {request.refundReference ? ` (reference ${request.refundReference})` : ''}
        </p>
      ) : (
        <p className="text-sm font-medium text-ink">{owedText(request.owedPaise)}</p>
      )}
      {request.documents.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {request.documents.map((d) => (
            <li key={d.number}>
              <a
                href={adminDocumentPdfHref(orderNumber, d)}
                className="font-semibold text-brand hover:underline"
              >
                {d.kind === 'credit_note' ? 'Credit note' : 'Exchange invoice'} {d.number}
              </a>
            </li>
          ))}
        </ul>
      )}
      <ReturnSteps
        returnId={request.id}
        status={request.status}
        owedPaise={request.owedPaise}
        lines={request.lines.map((l) => ({
          orderLineId: l.orderLineId,
          label: withSize(l.name, l.size),
          qty: l.qty,
        }))}
        canCredit={storeCreditOn && hasPhone}
      />
    </article>
  );
}
