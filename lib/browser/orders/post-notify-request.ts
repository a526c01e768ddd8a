// Sends a notify request to the shop (POST /api/notify-requests/), with the phone the shopper
// gave at checkout when there is one; the owner sees it counted on the wanted list. Fire and
// forget: the WhatsApp notify message is what the shopper sees; a failure here is only logged.

import { siteFetch } from '@/lib/browser/site-fetch';
import type { NotifyRequestBody } from '@/lib/shared/orders/notify-request';
import { rememberedPhone } from './checkout-details';

export function notifyRequestBody(
  productId: number,
  size: string | null,
  phone: string,
): NotifyRequestBody {
  return { product_id: productId, size, ...(phone ? { phone } : {}) };
}

export async function postNotifyRequest(
  productId: number,
  size: string | null,
  { fetchImpl = fetch, phone = rememberedPhone() } = {},
): Promise<boolean> {
  try {
    const response = await siteFetch('POST', '/api/notify-requests/', {
      json: notifyRequestBody(productId, size, phone),
      fetchImpl,
    });
    if (!response.ok) console.warn(`[orders] the notify request was answered ${response.status}`);
    return response.ok;
  } catch (err) {
    console.warn('[orders] could not record the notify request', err);
    return false;
  }
}
