import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { InfoPage } from '@/components/layout/info-page';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Privacy policy',
    description:
      'What personal data the shop keeps, why, for how long, and how to have it corrected or deleted.',
    path: '/privacy-policy',
  });
}

export default function PrivacyPolicyPage() {
  const shop = shopInfo();
  return (
    <InfoPage
      title="Privacy policy"
      intro={`How ${shop.name} handles your personal data, in plain words.`}
    >
      <p>
        We follow India&apos;s Digital Personal Data Protection Act, 2023. We collect only what we
        need to show you the shop, keep your account and fulfil the orders you send us, and we never
        sell your data.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>
          Your account, if you register: username, email address and a securely hashed password (we
          never see or store the password itself).
        </li>
        <li>
          Your cart: kept in your own browser, and on our server while you are logged in so it
          follows you between devices.
        </li>
        <li>
          A session cookie that keeps you logged in. We use no advertising or tracking cookies.
        </li>
        <li>
          Our server logs (address and time of requests), kept for up to 30 days to keep the site
          safe.
        </li>
      </ul>
      <h2>WhatsApp orders</h2>
      <p>
        When you order or ask to be notified, your own WhatsApp app sends us the message; your phone
        number and the message are then handled by WhatsApp (Meta) under its own privacy policy. We
        use them only to answer you and deliver your order, and keep order details for as long as
        tax law requires.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask us to show, correct or delete your personal data, or withdraw a consent you
        gave, at any time by writing to <a href={`mailto:${shop.email}`}>{shop.email}</a>. We answer
        within 30 days. You can also <IntentLink href="/contact">contact us</IntentLink> in the
        shop.
      </p>
      <h2>Contact for grievances</h2>
      <p>
        {shop.name}, {shop.address}. Email <a href={`mailto:${shop.email}`}>{shop.email}</a>, phone{' '}
        {shop.phone}.
      </p>
    </InfoPage>
  );
}
