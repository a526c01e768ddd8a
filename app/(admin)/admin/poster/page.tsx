import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { CounterPoster } from '@/components/admin/poster/counter-poster';
import { PrintButton } from '@/components/admin/print/print-button';
import { PrintPageStyle } from '@/components/admin/print/print-page-style';
import { adminForPage } from '@/lib/server/admin';
import { currentBaseUrl } from '@/lib/server/infra/base-url';
import { shopPoster } from '@/lib/server/qr';

export const metadata: Metadata = { title: 'Shop poster' };

/** The counter poster: the shop's site and WhatsApp as QR codes, on one A4 page. */
export default async function AdminPosterPage() {
  const caller = await adminForPage();
  if (!caller) return null;
  const poster = await shopPoster(caller, await currentBaseUrl());
  return (
    <div className="space-y-5">
      <PrintPageStyle />
      <div className="print:hidden">
        <PageHeader
          title="Shop poster"
          intro="For the counter or the window: A4, printed at 100% scale. The name, phone and hours come from the shop's settings."
          actions={<PrintButton>Print</PrintButton>}
        />
      </div>
      <CounterPoster poster={poster} />
    </div>
  );
}
