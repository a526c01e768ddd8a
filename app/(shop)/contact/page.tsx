import type { Metadata } from 'next';
import { InfoPage } from '@/components/layout/info-page';
import { hoursText, telHref, whatsappHref } from '@/lib/shared/contact-links';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { pageMetadata } from '@/lib/server/seo/metadata';
import { shopInfo } from '@/lib/server/shop';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  const shop = shopInfo();
  return pageMetadata({
    title: 'Contact us',
    description: `Address, opening hours, phone, WhatsApp and email of ${shop.name}.`,
    path: '/contact',
  });
}

function Row({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex gap-4 rounded-xl border border-line bg-surface p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-soft text-[#7a4f0f]">
        {icon}
      </span>
      <div>
        <h2 className="mt-0! font-sans! text-base! font-semibold">{title}</h2>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </div>
  );
}

export default function ContactPage() {
  const shop = shopInfo();
  const map = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(shop.address)}`;
  return (
    <InfoPage
      title="Contact us"
      intro="The quickest way to reach us is WhatsApp: we usually answer within the hour while the shop is open."
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Row icon={<MapPinIcon />} title="Address">
          <address className="not-italic">{shop.address}</address>
          <a href={map} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Row>
        <Row icon={<ClockIcon />} title="Opening hours">
          <p>{hoursText(shop)}, including Sundays and most holidays.</p>
        </Row>
        <Row icon={<PhoneIcon />} title="Phone">
          <a href={telHref(shop.phone)}>{shop.phone}</a>
        </Row>
        <Row icon={<ChatIcon />} title="WhatsApp">
          <a
            href={whatsappHref(shop.whatsapp, `Hello ${shop.name}, I have a question.`)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="contact-whatsapp"
          >
            Chat with us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Row>
        <Row icon={<MailIcon />} title="Email">
          <a href={`mailto:${shop.email}`} className="break-all">
            {shop.email}
          </a>
        </Row>
      </div>
    </InfoPage>
  );
}
