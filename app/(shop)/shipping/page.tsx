import type { Metadata } from 'next';
import { InfoPage } from '@/components/layout/info-page';
import { hoursText } from '@/lib/shared/contact-links';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Shipping',
    description:
      'How orders placed on WhatsApp are picked up or delivered, how long it takes and what it costs.',
    path: '/shipping',
  });
}

export default function ShippingPage() {
  const shop = shopInfo();
  return (
    <InfoPage
      title="Shipping"
      intro="Pick up in the shop or have it delivered: we agree the details with you on WhatsApp."
    >
      <h2>Pick up in the shop</h2>
      <p>
        Free. Once we confirm your order we keep it aside for 3 days at {shop.address}.{' '}
        {hoursText(shop)}.
      </p>
      <h2>Delivery in the city</h2>
      <p>
        Same or next day by a local courier. The charge depends on the distance and is told to you
        before you pay.
      </p>
      <h2>Delivery across India</h2>
      <p>
        We ship by courier to most PIN codes, usually within 3 to 7 working days of payment. You
        receive the tracking number on WhatsApp as soon as the parcel is booked.
      </p>
      <h2>Before it leaves</h2>
      <p>
        Every item is checked and, on request, photographed for you before packing. If a parcel
        arrives damaged, send us a photo on WhatsApp within 48 hours of delivery and we will sort it
        out.
      </p>
    </InfoPage>
  );
}
