import { clientAddress } from '@/lib/server/infra/client-address';
import { readPaymentClaim } from '@/lib/server/http/order-input';
import { paymentWire } from '@/lib/server/http/order-wire';
import { json } from '@/lib/server/http/respond';
import { apiRoute, type RouteParams } from '@/lib/server/http/route';
import { claimPayment } from '@/lib/server/orders';
import type { PaymentClaimAnswer } from '@/lib/shared/payments/payment-claim';

export const dynamic = 'force-dynamic';

const numberFrom = (params: RouteParams) =>
  typeof params.number === 'string' ? params.number : '';

/**
 * Anyone holding the order's status token: "I have paid" with the 12-digit UPI reference.
 * {token, utr} -> 201 {number, payment}; the token is the only authority (docs/api.md).
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  POST: async (request, params) => {
    const claim = await readPaymentClaim(request, numberFrom(params));
    const { number, payment } = await claimPayment(claim, clientAddress(request.headers));
    const answer: PaymentClaimAnswer = { number, payment: paymentWire(payment) };
    return json(request, answer, 201);
  },
});
