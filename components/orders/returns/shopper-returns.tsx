import type { ShopperReturns } from '@/lib/shared/returns/view';
import { ShopperAskForm } from './shopper-ask-form';
import { ShopperReturnCard } from './shopper-return-card';

// The status page's "Exchanges and returns": the order's requests and where each stands, the
// shop's window in a sentence, and while it is open (and nothing is being worked on) the two
// ways to ask. Nothing at all when the shop takes no returns online and none was ever asked.

export function ShopperReturnsSection({
  returns,
  token,
  message,
  className,
}: {
  returns: ShopperReturns;
  token: string;
  message: { shopName: string; whatsapp: string; orderNumber: string; statusUrl: string };
  className: string;
}) {
  if (!returns.returnsOpen && returns.requests.length === 0) return null;
  const working = returns.requests.some((r) => r.status !== 'done' && r.status !== 'declined');
  return (
    <section aria-labelledby="returns-heading" data-testid="shopper-returns" className={className}>
      <h2 id="returns-heading" className="mb-3 text-lg font-semibold text-ink">
        Exchanges and returns
      </h2>
      {returns.requests.length > 0 ? (
        <div className="mb-4 space-y-3">
          {returns.requests.map((r) => (
            <ShopperReturnCard key={r.id} request={r} message={message} />
          ))}
        </div>
      ) : null}
      {working ? null : (
        <p className="mb-4 text-sm text-muted" data-testid="return-window">
          {returns.windowText}
        </p>
      )}
      {returns.canAsk ? <ShopperAskForm token={token} lines={returns.lines} /> : null}
    </section>
  );
}
