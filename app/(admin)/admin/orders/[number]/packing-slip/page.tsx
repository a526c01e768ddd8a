import type { Metadata } from 'next';
import { PrintButton } from '@/components/admin/print/print-button';
import { PrintPageStyle } from '@/components/admin/print/print-page-style';
import { PackingSlip } from '@/components/orders/print/packing-slip';
import { absoluteUrl } from '@/lib/shared/absolute-url';
import { orderForAdminPage } from '@/lib/server/admin/order-page';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { qrSvg } from '@/lib/server/qr/svg';
import { shopInfo } from '@/lib/server/shop';

export const metadata: Metadata = { title: 'Packing slip' };

type Props = { params: Promise<{ number: string }> };

/** The order's packing slip (A4 or A5): lines and sizes, the address, the status page's QR. */
export default async function PackingSlipPage({ params }: Props) {
  const order = await orderForAdminPage((await params).number);
  if (!order) return null;
  const qr = await qrSvg(absoluteUrl(await currentBaseUrl(), `/orders/${order.token}`));
  return (
    <div className="space-y-4">
      <PrintPageStyle />
      <div className="flex items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-muted">Set PUBLIC_URL before printing: the QR code uses it.</p>
        <PrintButton />
      </div>
      <PackingSlip order={order} shopName={shopInfo().name} qrSvg={qr} />
    </div>
  );
}
