import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { InfoPage } from '@/components/layout/info-page';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Terms & conditions',
    description: 'The terms for using the website and ordering from the shop on WhatsApp.',
    path: '/terms-conditions',
  });
}

export default function TermsPage() {
  const shop = shopInfo();
  return (
    <InfoPage
      title="Terms & conditions"
      intro={`The rules for using this website and ordering from ${shop.name}.`}
    >
      <h2>Orders</h2>
      <p>
        Adding products to your cart does not reserve them. An order is placed when you send it to
        us on WhatsApp and we confirm it there, with the final price, stock, delivery charge and how
        to pay. Until we confirm, either of us may cancel without cost.
      </p>
      <h2>Prices and products</h2>
      <ul>
        <li>
          Prices are in Indian rupees (₹) and include GST unless we tell you otherwise when
          confirming.
        </li>
        <li>
          Colours on screen can differ slightly from the fabric. Ask us on WhatsApp for a photo or
          video before you order.
        </li>
        <li>
          Imported items are stocked in small numbers and may sell out in the shop before we can
          confirm an online order.
        </li>
      </ul>
      <h2>Payment</h2>
      <p>
        You pay the shop itself, never this website, which asks for no card or bank details. When
        the shop takes UPI online, your order’s page gives a UPI link for the amount, paid from your
        own app. We accept UPI, cards and cash in the shop, and UPI or bank transfer for deliveries,
        as agreed on WhatsApp.
      </p>
      <h2>Delivery, returns and exchanges</h2>
      <p>
        See our <IntentLink href="/shipping">shipping</IntentLink> and{' '}
        <IntentLink href="/returns">returns and exchanges</IntentLink> pages.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password to yourself. We may close accounts used to abuse the site. These terms
        are governed by the laws of India; disputes go to the courts where the shop is located.
      </p>
    </InfoPage>
  );
}
