import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { ReceiveForm } from '@/components/admin/stock/receive-form';
import { RecentReceipts } from '@/components/admin/stock/recent-receipts';
import { adminForPage } from '@/lib/server/admin';
import { recentReceipts } from '@/lib/server/stock/receive';

export const metadata: Metadata = { title: 'Receive stock' };

/** A supplier's delivery: the pieces per product and size, the bill, one save. */
export default async function ReceiveStockPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const receipts = await recentReceipts(caller);
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader
        title="Receive stock"
        intro="Scan or find each product, enter the pieces per size, then the supplier and bill number. The stock goes up when you save."
      />
      <ReceiveForm />
      <RecentReceipts receipts={receipts} />
    </div>
  );
}
