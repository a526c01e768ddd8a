import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { WantedList } from '@/components/orders/wanted-list';
import { adminForPage } from '@/lib/server/admin';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { wantedList } from '@/lib/server/orders';
import { shopInfo } from '@/lib/server/shop';

export const metadata: Metadata = { title: 'Wanted' };

/** The wanted list: what shoppers asked to hear about, most asked first. */
export default async function AdminWantedPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const [items, base] = await Promise.all([wantedList(caller), currentBaseUrl()]);
  return (
    <div className="space-y-5">
      <PageHeader
        title="Wanted"
        intro="Products and sizes shoppers asked to be told about, most asked first."
      />
      <WantedList items={items} base={base} shopName={shopInfo().name} />
    </div>
  );
}
