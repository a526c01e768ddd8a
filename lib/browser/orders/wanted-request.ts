// Records a "Notify me" on the shop's wanted list (issue 13, POST /api/notify-requests/), with
// the phone the shopper gave at checkout when there is one. Fire and forget: the WhatsApp notify
// message is what the shopper sees; a failure here is only logged.

import { siteFetch } from '@/lib/browser/site-fetch';
import { rememberedPhone } from './checkout-details';

export interface WantedRequestBody {
  product_id: number;
  size: string | null;
  phone?: string;
}

export function wantedRequestBody(
  productId: number,
  size: string | null,
  phone: string,
): WantedRequestBody {
  return { product_id: productId, size, ...(phone ? { phone } : {}) };
}

export async function recordWanted(
  productId: number,
  size: string | null,
  { fetchImpl = fetch, phone = rememberedPhone() } = {},
): Promise<boolean> {
  try {
    const response = await siteFetch('POST', '/api/notify-requests/', {
      json: wantedRequestBody(productId, size, phone),
      fetchImpl,
    });
    if (!response.ok) console.warn(`[orders] wanted list answered ${response.status}`);
    return response.ok;
  } catch (err) {
    console.warn('[orders] could not record the notify request', err);
    return false;
  }
}
