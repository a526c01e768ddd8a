// "I have paid" sent to the shop (POST /api/orders/{number}/payment-claim/, docs/api.md): the
// body built as the shared contract's input, authorised by the status page's token; a refusal
// read by readApiError into the words to show under the reference field.
import { readApiError } from '@/lib/browser/api-error';
import { siteFetch } from '@/lib/browser/site-fetch';
import type { PaymentClaimBody } from '@/lib/shared/payments/payment-claim';

export const PAYMENT_CLAIM_MESSAGES = {
  failed: 'Could not send it. Please try again.',
  offline: 'Could not reach the shop. Check your connection and try again.',
} as const;

/** Null when the claim was recorded; otherwise the message to show. */
export async function sendPaymentClaim(
  number: string,
  body: PaymentClaimBody,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await siteFetch(
      'POST',
      `/api/orders/${encodeURIComponent(number)}/payment-claim/`,
      { json: body, fetchImpl },
    );
    if (response.ok) return null;
    const { message, fieldErrors } = await readApiError(response);
    return fieldErrors.utr?.[0] ?? message ?? PAYMENT_CLAIM_MESSAGES.failed;
  } catch {
    return PAYMENT_CLAIM_MESSAGES.offline;
  }
}
