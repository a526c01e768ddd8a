import { clientAddress } from '@/lib/server/infra/client-address';
import { readNotifyRequest } from '@/lib/server/http/order-input';
import { json } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { recordNotifyRequest } from '@/lib/server/orders';
import type { NotifyRequestAnswer } from '@/lib/shared/orders/notify-request';

export const dynamic = 'force-dynamic';

/**
 * Anyone: "Notify me" for a product (or one size of it), with a phone when the shopper gave one.
 * 201 {"detail"}; the shop sees it on its wanted list. Counted per address (429 past the limit).
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request) => {
    await recordNotifyRequest(await readNotifyRequest(request), clientAddress(request.headers));
    const answer: NotifyRequestAnswer = { detail: 'We will let you know.' };
    return json(request, answer, 201);
  },
});
