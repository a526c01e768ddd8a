import 'server-only';
import type { ShopInfo } from '@/lib/shared/shop';
import { env } from '@/lib/server/infra/env';

/** The shop's public details, from config (docs/deploy.md). */
export function shopInfo(): ShopInfo {
  const e = env();
  const [opens = '09:00', closes = '23:30'] = e.SHOP_HOURS.split('-');
  return {
    name: e.SHOP_NAME,
    whatsapp: e.SHOP_WHATSAPP,
    phone: e.SHOP_PHONE,
    email: e.SHOP_EMAIL,
    address: e.SHOP_ADDRESS,
    opens,
    closes,
  };
}
