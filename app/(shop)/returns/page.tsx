import type { Metadata } from 'next';
import { InfoPage } from '@/components/layout/info-page';
import { whatsappHref } from '@/lib/shared/contact-links';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Returns & exchanges',
    description: 'Exchange or return within 7 days: what qualifies and how to ask on WhatsApp.',
    path: '/returns',
  });
}

export default function ReturnsPage() {
  const shop = shopInfo();
  return (
    <InfoPage
      title="Returns & exchanges"
      intro="Wrong size? Changed your mind? Tell us within 7 days of receiving your order."
    >
      <h2>What you can exchange or return</h2>
      <ul>
        <li>
          Unworn, unwashed items with their tags and packaging, within 7 days of delivery or
          pick-up.
        </li>
        <li>
          Size exchanges are free in the shop; for deliveries we arrange the pickup and tell you any
          courier charge first.
        </li>
        <li>
          Altered or custom-stitched items, innerwear, perfumes, lotions and other cosmetics cannot
          be returned, for hygiene reasons, unless they arrived damaged.
        </li>
      </ul>
      <h2>How to ask</h2>
      <p>
        Send your order details and a photo on{' '}
        <a
          href={whatsappHref(
            shop.whatsapp,
            `Hello ${shop.name}, I would like to return or exchange an item.`,
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        or bring the item to the shop with your bill.
      </p>
      <h2>Refunds</h2>
      <p>
        Once we receive and check the item, we refund to the way you paid (UPI or bank transfer)
        within 5 to 7 working days, or give store credit if you prefer.
      </p>
    </InfoPage>
  );
}
