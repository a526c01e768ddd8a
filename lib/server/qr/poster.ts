import 'server-only';
// The counter poster: the shop's two QR codes, its site and its WhatsApp chat.
import { hoursText, whatsappHref } from '@/lib/shared/contact-links';
import { absoluteUrl } from '@/lib/shared/absolute-url';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { shopInfo } from '@/lib/server/shop';
import { qrSvg } from './svg';

export interface ShopPoster {
  shopName: string;
  phone: string;
  /** "Open every day, 9:00 am – 11:30 pm". */
  hours: string;
  /** The home page, absolute. */
  siteUrl: string;
  siteQrSvg: string;
  /** https://wa.me/<SHOP_WHATSAPP>: a chat with the shop. */
  whatsappUrl: string;
  whatsappQrSvg: string;
}

/** What the poster shows, from the shop's settings and the public base URL. Admins only. */
export async function shopPoster(caller: Caller | null, base: string): Promise<ShopPoster> {
  requireAdmin(caller);
  const shop = shopInfo();
  const siteUrl = absoluteUrl(base, '/');
  const whatsappUrl = whatsappHref(shop.whatsapp);
  const [siteQrSvg, whatsappQrSvg] = await Promise.all([qrSvg(siteUrl), qrSvg(whatsappUrl)]);
  return {
    shopName: shop.name,
    phone: shop.phone,
    hours: hoursText(shop),
    siteUrl,
    siteQrSvg,
    whatsappUrl,
    whatsappQrSvg,
  };
}
