'use client';

// The counter's till: find products (scan or type), the bill's lines, the bill's discount and
// total, the customer, the payment, Complete; then the done screen. The sale in progress lives in
// this browser (use-till.ts), so the till is drawn once the browser has read it.
import { useHydrated } from '@/components/ui/use-hydrated';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import { countText } from '@/lib/shared/counts';
import { CustomerFields } from './customer-fields';
import { DiscountEditor } from './discount-editor';
import { PaymentPanel, type ShopUpi } from './payment-panel';
import { ProductFinder } from './product-finder';
import { SaleDone } from './sale-done';
import { TillLine } from './till-line';
import { TillProblemNote } from './till-problem';
import { useTill } from './use-till';

const money = (paise: number) => formatPrice(paiseToString(paise));

export function Till({ upi }: { upi: ShopUpi | null }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <p role="status" className="text-sm text-muted">
        Opening the till…
      </p>
    );
  }
  return <TillScreen upi={upi} />;
}

function TillScreen({ upi }: { upi: ShopUpi | null }) {
  const till = useTill();
  const { draft, check, done, problem, sending } = till;
  if (done) return <SaleDone sale={done} onNewSale={till.newSale} />;
  const { bill } = check;
  const fieldErrors = problem?.kind === 'invalid' ? problem.fields : {};
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="min-w-0 space-y-4">
        <ProductFinder onFound={till.add} />
        <section aria-labelledby="lines-title" className="space-y-2">
          <h2 id="lines-title" className="text-lg font-semibold">
            Bill{' '}
            <span className="text-sm font-normal text-muted">
              {draft.lines.length ? countText(draft.lines.length, 'line', 'lines') : 'empty'}
            </span>
          </h2>
          {draft.lines.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
              Scan a tag or find a product to start the bill.
            </p>
          ) : (
            <ul className="space-y-3">
              {draft.lines.map((line, i) => (
                <TillLine
                  key={line.id}
                  line={line}
                  billLine={bill.lines[i]}
                  problem={check.lineProblems[line.id]}
                  till={till}
                />
              ))}
            </ul>
          )}
        </section>
      </div>

      <div className="min-w-0 space-y-4 lg:sticky lg:top-4">
        <section
          aria-labelledby="total-title"
          className="space-y-2 rounded-lg border border-line bg-surface p-3"
        >
          <h2 id="total-title" className="sr-only">
            Total
          </h2>
          <dl className="grid grid-cols-2 gap-1 text-sm">
            <dt className="text-muted">Subtotal</dt>
            <dd className="text-right">{money(bill.subtotalPaise)}</dd>
            {bill.billDiscountPaise > 0 && (
              <>
                <dt className="text-muted">Bill discount</dt>
                <dd className="text-right">−{money(bill.billDiscountPaise)}</dd>
              </>
            )}
            <dt className="text-base font-semibold">Total</dt>
            <dd
              className="text-right text-xl font-semibold"
              data-testid="bill-total"
              aria-live="polite"
            >
              {money(bill.totalPaise)}
            </dd>
          </dl>
          {draft.lines.length > 0 && (
            <DiscountEditor
              value={draft.billDiscount}
              onChange={till.setBillDiscount}
              label="Discount on the bill"
              finalHint="the bill"
              problem={check.billProblem}
            />
          )}
        </section>
        <CustomerFields till={till} errors={fieldErrors} />
        {draft.lines.length > 0 && <PaymentPanel till={till} upi={upi} />}
        <TillProblemNote problem={problem} />
        {check.payProblem && !problem && (
          <p className="text-sm text-muted" aria-live="polite">
            {check.payProblem}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <button
            type="button"
            onClick={() => void till.complete()}
            disabled={!check.ready || sending}
            aria-disabled={!check.ready || sending}
            className={`${buttonStyles.primary} w-full`}
          >
            {sending
              ? 'Completing…'
              : problem?.kind === 'failed'
                ? `Retry: complete ${money(bill.totalPaise)}`
                : `Complete ${money(bill.totalPaise)}`}
          </button>
          {draft.lines.length > 0 && !sending && (
            <button
              type="button"
              onClick={() => {
                if (window.confirm('Clear this bill and start again?')) till.discard();
              }}
              className={buttonStyles.compact.secondary}
            >
              Clear the bill
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
