'use client';

// How the customer pays: cash (the amount given and the change), the shop's UPI QR for the exact
// amount (the owner taps "Received"), the card on the shop's own terminal ("Received"), or the
// bill split between them, store credit on the customer's phone being one of the parts.
import { useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/form-field';
import { COUNTER_PAYMENT_LABELS } from '@/lib/shared/counter/payment-methods';
import { formatPrice, paiseToString, parseRupees } from '@/lib/shared/money';
import { upiPayLink } from '@/lib/shared/payments/upi';
import { PAY_MODES, type PayMode } from '@/lib/browser/counter/sale-draft';
import { UpiQrDialog } from './upi-qr-dialog';
import type { Till } from './use-till';

/** The shop's UPI payee (settings), or null when no UPI ID is set. */
export interface ShopUpi {
  vpa: string;
  payeeName: string;
  merchantCode: string;
}

const MODE_LABELS: Record<PayMode, string> = { ...COUNTER_PAYMENT_LABELS, split: 'Split' };
const money = (paise: number) => formatPrice(paiseToString(paise));

export function PaymentPanel({
  till,
  upi,
}: {
  till: Pick<Till, 'draft' | 'check' | 'setPay'>;
  upi: ShopUpi | null;
}) {
  const { draft, check, setPay } = till;
  const { pay } = draft;
  const total = check.bill.totalPaise;
  const [showQr, setShowQr] = useState(false);
  const qrButton = useRef<HTMLButtonElement>(null);
  const part = (method: 'cash' | 'upi' | 'card' | 'credit') =>
    pay.mode === 'split' ? (parseRupees(pay.split[method]) ?? 0) : pay.mode === method ? total : 0;
  const cashPart = part('cash');
  const upiPart = part('upi');
  const cardPart = part('card');
  const creditPart = part('credit');
  const splitLeft = total - cashPart - upiPart - cardPart - creditPart;
  const given = parseRupees(pay.tendered);

  return (
    <section aria-labelledby="pay-title" className="space-y-3">
      <h2 id="pay-title" className="text-lg font-semibold">
        Payment
      </h2>
      <fieldset>
        <legend className="sr-only">How the customer pays</legend>
        <div className="grid grid-cols-4 gap-2">
          {PAY_MODES.map((mode) => (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-line text-sm font-medium has-checked:border-brand has-checked:bg-brand/5 has-focus-visible:ring-2 has-focus-visible:ring-brand"
            >
              <input
                type="radio"
                name="pay-mode"
                value={mode}
                checked={pay.mode === mode}
                onChange={() => setPay({ mode })}
                className="sr-only"
              />
              {MODE_LABELS[mode]}
            </label>
          ))}
        </div>
      </fieldset>

      {pay.mode === 'split' && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(['cash', 'upi', 'card', 'credit'] as const).map((method) => (
            <div key={method}>
              <label htmlFor={`split-${method}`} className="block text-sm font-medium">
                {COUNTER_PAYMENT_LABELS[method]} ₹
              </label>
              <input
                id={`split-${method}`}
                inputMode="decimal"
                autoComplete="off"
                value={pay.split[method]}
                onChange={(e) => setPay({ split: { ...pay.split, [method]: e.target.value } })}
                className={inputClass}
              />
            </div>
          ))}
          <p className="col-span-2 text-sm text-muted sm:col-span-4" aria-live="polite">
            {splitLeft === 0 ? 'The parts cover the bill.' : `Left to split: ${money(splitLeft)}`}
          </p>
        </div>
      )}

      {cashPart > 0 && (
        <div className="grid grid-cols-2 items-end gap-3">
          <div>
            <label htmlFor="cash-given" className="block text-sm font-medium">
              Cash given ₹
            </label>
            <input
              id="cash-given"
              inputMode="decimal"
              autoComplete="off"
              value={pay.tendered}
              onChange={(e) => setPay({ tendered: e.target.value })}
              className={inputClass}
            />
          </div>
          <p className="pb-2 text-sm" aria-live="polite" data-testid="change-due">
            {given !== null && given >= cashPart ? (
              <>
                Change <strong className="text-lg">{money(given - cashPart)}</strong>
              </>
            ) : (
              `Cash to take: ${money(cashPart)}`
            )}
          </p>
        </div>
      )}

      {upiPart > 0 &&
        (upi ? (
          <div className="flex flex-wrap items-center gap-2">
            <button
              ref={qrButton}
              type="button"
              onClick={() => setShowQr(true)}
              className={buttonStyles.compact.secondary}
            >
              Show UPI QR ({money(upiPart)})
            </button>
            <ReceivedState
              received={pay.received.upi}
              what="UPI"
              onChange={(upiReceived) =>
                setPay({ received: { ...pay.received, upi: upiReceived } })
              }
            />
            {showQr && (
              <UpiQrDialog
                link={upiPayLink({
                  vpa: upi.vpa,
                  payeeName: upi.payeeName,
                  amountPaise: upiPart,
                  orderNumber: `CTR-${draft.key.slice(0, 8).toUpperCase()}`,
                  ...(upi.merchantCode && { merchantCode: upi.merchantCode }),
                })}
                amountPaise={upiPart}
                payee={upi.payeeName}
                onReceived={() => setPay({ received: { ...pay.received, upi: true } })}
                onClose={() => setShowQr(false)}
                returnFocusTo={qrButton}
              />
            )}
          </div>
        ) : (
          <p role="alert" className="text-sm text-danger">
            The shop has no UPI ID yet: add it in Settings to show a UPI QR.
          </p>
        ))}

      {cardPart > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm">Take {money(cardPart)} on the card terminal.</p>
          <ReceivedState
            received={pay.received.card}
            what="Card"
            onChange={(cardReceived) =>
              setPay({ received: { ...pay.received, card: cardReceived } })
            }
          />
        </div>
      )}
    </section>
  );
}

function ReceivedState({
  received,
  what,
  onChange,
}: {
  received: boolean;
  what: string;
  onChange(received: boolean): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={received}
      onClick={() => onChange(!received)}
      className={received ? buttonStyles.compact.primary : buttonStyles.compact.secondary}
    >
      {received ? `${what} received ✓` : `${what} received`}
    </button>
  );
}
