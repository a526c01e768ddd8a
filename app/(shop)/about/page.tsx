import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { InfoPage } from '@/components/layout/info-page';
import { hoursText } from '@/lib/shared/contact-links';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  const shop = shopInfo();
  return pageMetadata({
    title: 'About us',
    description: `${shop.name} is a clothing shop for men and boys: everyday wear, ethnic and wedding outfits and imported pieces.`,
    path: '/about',
  });
}

export default function AboutPage() {
  const shop = shopInfo();
  return (
    <InfoPage
      title="About us"
      intro={`${shop.name} dresses men and boys for every day and every celebration.`}
    >
      <p>
        We are a family-run clothing shop at {shop.address}. On our shelves you will find shirts,
        T-shirts, jeans, cotton trousers, co-ords and track wear; sherwanis, Jodhpuri suits and
        kurthas for weddings and festivals; footwear, watches, belts, wallets and sunglasses; and a
        rotating collection of imported pieces.
      </p>
      <h2>How ordering works</h2>
      <p>
        This website is our shop window. Add what you like to your cart and press the WhatsApp
        button: your order arrives in our chat with the sizes, quantities and prices filled in. We
        confirm stock, delivery and payment with you there, in person, before anything is sent.
        Nothing is charged on this website.
      </p>
      <h2>Visit us</h2>
      <p>
        {hoursText(shop)}. Try things on, get alterations done and pick up your order in the shop,
        or ask us on WhatsApp and we will deliver. See{' '}
        <IntentLink href="/contact">how to reach us</IntentLink>.
      </p>
    </InfoPage>
  );
}
