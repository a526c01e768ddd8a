// Records a "Notify me" on the shop's wanted list (issue 13, POST /api/notify-requests/), with
// the phone the shopper gave at checkout when there is one. Fire and forget: the WhatsApp notify
// message is what the shopper sees; a failure here is only logged.

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
    const response = await fetchImpl('/api/notify-requests/', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(wantedRequestBody(productId, size, phone)),
    });
    if (!response.ok) console.warn(`[orders] wanted list answered ${response.status}`);
    return response.ok;
  } catch (err) {
    console.warn('[orders] could not record the notify request', err);
    return false;
  }
}
