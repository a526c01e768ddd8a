import 'server-only';
// The order API's bodies (docs/api.md): POST /api/orders/ and PATCH /api/orders/{n}/.
import { orderChangeSchema } from '@/lib/shared/orders/order-change';
import { notifyRequestSchema } from '@/lib/shared/orders/notify-request';
import { orderDetailsSchema, orderLinesSchema } from '@/lib/shared/orders/order-request';
import { paymentClaimSchema } from '@/lib/shared/payments/payment-claim';
import type {
  NotifyRequestInput,
  OrderChange,
  OrderRequest,
  PaymentClaim,
} from '@/lib/server/orders';
import { readJsonObject } from '@/lib/server/http/body';
import { validate } from '@/lib/server/infra/validate';

/** POST /api/orders/ -> the lines and the checkout details, validated. */
export async function readOrderRequest(request: Request): Promise<OrderRequest> {
  const body = await readJsonObject(request);
  const { lines, idempotency_key } = validate(orderLinesSchema, body);
  const details = validate(orderDetailsSchema, body);
  return {
    lines: lines.map((l) => ({ productId: l.product_id, size: l.size, qty: l.qty })),
    details,
    idempotencyKey: idempotency_key ?? null,
  };
}

/** PATCH /api/orders/{number}/ {status?, reason?, paid?} */
export async function readOrderChange(request: Request): Promise<OrderChange> {
  return validate(orderChangeSchema, await readJsonObject(request));
}

/** POST /api/notify-requests/ {product_id, size?, phone?} */
export async function readNotifyRequest(request: Request): Promise<NotifyRequestInput> {
  const body = validate(notifyRequestSchema, await readJsonObject(request));
  return { productId: body.product_id, size: body.size, phone: body.phone ?? '' };
}

/** POST /api/orders/{number}/payment-claim/ {token, utr} */
export async function readPaymentClaim(request: Request, number: string): Promise<PaymentClaim> {
  const body = validate(paymentClaimSchema, await readJsonObject(request));
  return { number, token: body.token, utr: body.utr };
}
