import type { ShopInfo } from '@/lib/shared/shop';

/** "tel:+919876543210" from a phone number written for people. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A chat with the shop on WhatsApp. */
export function whatsappHref(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** "9:00 am – 11:30 pm" from "09:00" and "23:30". */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function hoursText(shop: Pick<ShopInfo, 'opens' | 'closes'>): string {
  return `Open every day, ${clock(shop.opens)} – ${clock(shop.closes)}`;
}
