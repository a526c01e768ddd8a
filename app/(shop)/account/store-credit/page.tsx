import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CreditBalance, CreditMoves } from '@/components/store-credit/credit-moves';
import { currentCaller } from '@/lib/server/admin';
import { displayPhone } from '@/lib/shared/orders/contact';
import { myStoreCredit } from '@/lib/server/store-credit';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'My store credit',
  robots: { index: false, follow: false },
};

const PATH = '/account/store-credit';

/** A signed-in customer's store credit on the phones of their orders, with its history. */
export default async function MyStoreCreditPage() {
  const caller = await currentCaller();
  if (!caller) redirect(`/login?next=${encodeURIComponent(PATH)}`);
  const credits = await myStoreCredit(caller);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 min-[769px]:px-6 min-[769px]:py-10">
      <h1 className="mb-2 font-display text-3xl font-semibold text-ink">My store credit</h1>
      <p className="mb-6 text-sm text-muted">
        Credit the shop gave back to you, kept on your phone number. Use it at checkout or at the
        shop&rsquo;s counter.
      </p>
      {credits.length === 0 ? (
        <p className="text-sm text-muted" data-testid="no-credit">
          You have no store credit yet.
        </p>
      ) : (
        credits.map((history) => (
          <section
            key={history.phone}
            aria-label={`Store credit on ${displayPhone(history.phone)}`}
            className="mb-6 rounded-lg border border-line bg-surface p-4"
          >
            <p className="mb-2 text-sm text-muted">On {displayPhone(history.phone)}</p>
            <CreditBalance history={history} />
            <div className="mt-3">
              <CreditMoves history={history} />
            </div>
          </section>
        ))
      )}
    </div>
  );
}
