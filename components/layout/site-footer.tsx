import type { ShopInfo } from '@/lib/shared/shop';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { hoursText, telHref, whatsappHref } from '@/lib/shared/contact-links';
import { BROWSER_LINK, IntentLinks } from '@/components/ui/intent-links';

interface FooterLink {
  href: string;
  label: string;
  /** The address only redirects (to /all-products): let the browser follow the 307 itself. */
  redirects?: boolean;
}

const QUICK_LINKS: FooterLink[] = [
  { href: '/about', label: 'About us' },
  { href: '/shop', label: 'Shop', redirects: true },
  { href: '/categories', label: 'Categories' },
  { href: '/new-arrivals', label: 'New arrivals' },
  { href: '/sale', label: 'Sale', redirects: true },
];

const SERVICE_LINKS: FooterLink[] = [
  { href: '/contact', label: 'Contact us' },
  { href: '/privacy-policy', label: 'Privacy policy' },
  { href: '/terms-conditions', label: 'Terms & conditions' },
  { href: '/shipping', label: 'Shipping' },
  { href: '/returns', label: 'Returns & exchanges' },
];

const linkClass = 'inline-block py-1 text-sm text-white/80 hover:text-white hover:underline';

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-1">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} className={linkClass} {...(l.redirects ? { [BROWSER_LINK]: '' } : {})}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Quick links, service links, the shop's contact details from config and the copyright. */
export function SiteFooter({ shop }: { shop: ShopInfo }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-strong text-white">
      {/* Plain links, one set of listeners (components/ui/intent-links.tsx): the footer hydrates no link. */}
      <IntentLinks className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 min-[769px]:px-6 lg:grid-cols-[1.4fr_1fr_1fr]">
        <section aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className="font-display text-xl font-semibold">
            {shop.name}
          </h2>
          <ul className="mt-4 space-y-3 text-sm text-white/85">
            <li className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-accent" />
              <address className="not-italic">{shop.address}</address>
            </li>
            <li className="flex gap-3">
              <ClockIcon className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>{hoursText(shop)}</span>
            </li>
            <li className="flex gap-3">
              <PhoneIcon className="mt-0.5 size-4 shrink-0 text-accent" />
              <a href={telHref(shop.phone)} className="hover:underline">
                {shop.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <ChatIcon className="mt-0.5 size-4 shrink-0 text-accent" />
              <a
                href={whatsappHref(shop.whatsapp)}
                className="hover:underline"
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 size-4 shrink-0 text-accent" />
              <a href={`mailto:${shop.email}`} className="break-all hover:underline">
                {shop.email}
              </a>
            </li>
          </ul>
        </section>
        <LinkList title="Quick links" links={QUICK_LINKS} />
        <LinkList title="Customer service" links={SERVICE_LINKS} />
      </IntentLinks>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-white/75 min-[769px]:px-6">
          © {year} {shop.name}. All rights reserved. Orders are sent to the shop on WhatsApp. You
          pay the shop itself, by UPI or in cash; this site never asks for card or bank details.
        </p>
      </div>
    </footer>
  );
}
