import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { PhoneSearch } from '@/components/admin/store-credit/phone-search';
import { CreditBalance, CreditMoves } from '@/components/store-credit/credit-moves';
import { adminForPage } from '@/lib/server/admin';
import { storeCreditHistoryFor } from '@/lib/server/store-credit';
import { displayPhone } from '@/lib/shared/orders/contact';
import { firstParam } from '@/lib/shared/search-params';

export const metadata: Metadata = { title: 'Store credit' };

/** A customer's store credit by phone: the balance first, then every change with its order. */
export default async function AdminStoreCreditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const caller = await adminForPage();
  if (!caller) return null;
  const phone = (firstParam(await searchParams, 'phone') ?? '').slice(0, 20);
  const history = phone === '' ? null : await storeCreditHistoryFor(caller, phone);
  const problem =
    phone !== '' && history === null ? 'Enter a 10-digit Indian mobile number.' : null;
  return (
    <div className="max-w-2xl space-y-5">
      <PageHeader
        title="Store credit"
        intro="Credit refunded to a customer’s phone, spent at the counter or on the web."
      />
      <PhoneSearch phone={phone} problem={problem} />
      {history ? (
        <section
          aria-label={`Store credit on ${displayPhone(history.phone)}`}
          className="space-y-3 rounded-lg border border-line bg-surface p-4"
        >
          <p className="text-sm text-muted">{displayPhone(history.phone)}</p>
          <CreditBalance history={history} />
          <CreditMoves history={history} orderHref={(n) => `/admin/orders/${n}`} />
        </section>
      ) : null}
    </div>
  );
}
