import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { Till } from '@/components/admin/counter/till';
import { adminForPage } from '@/lib/server/admin';
import { getShopSettings } from '@/lib/server/settings';
import { shopInfo } from '@/lib/server/shop';

export const metadata: Metadata = { title: 'Counter' };

/** The counter's till: sell what is on the counter, made for the owner's phone first. */
export default async function CounterPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const settings = await getShopSettings();
  const shop = shopInfo();
  const upi = settings.upiId
    ? { vpa: settings.upiId, payeeName: shop.name, merchantCode: settings.upiMerchantCode }
    : null;
  return (
    <div className="space-y-5">
      <PageHeader title="Counter" intro="Scan a tag or find a product, then take the payment." />
      <Till upi={upi} />
    </div>
  );
}
