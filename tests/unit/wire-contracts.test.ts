// The shared wire contracts and the browser's generic ends: the one line merger (by
// productSizeKey), the cart bodies' schemas (one cap of cart lines), the notify and payment
// claim schemas, and readApiError reading every refusal shape into {message, fieldErrors}.
import { describe, expect, it, vi } from 'vitest';
import { readOrderAnswer } from '@/lib/browser/orders/order-request';
import { apiErrorOf, readApiError } from '@/lib/browser/api-error';
import {
  PAYMENT_CLAIM_MESSAGES,
  sendPaymentClaim,
} from '@/lib/browser/payments/payment-claim-request';
import { cartAddRequestSchema, cartSyncRequestSchema } from '@/lib/shared/cart/cart-requests';
import { mergeLines } from '@/lib/shared/cart/product-line';
import { CART_LIMITS } from '@/lib/shared/cart/types';
import { notifyRequestSchema } from '@/lib/shared/orders/notify-request';
import { paymentClaimSchema } from '@/lib/shared/payments/payment-claim';

describe('mergeLines', () => {
  it('adds up one product in one size, keeps two sizes apart, keyed by productSizeKey', () => {
    const merged = mergeLines([
      { productId: 12, size: 'M', qty: 2 },
      { productId: 12, size: null, qty: 1 },
      { productId: 12, size: 'M', qty: 3 },
      { productId: 12, size: 'L', qty: 1 },
    ]);
    expect([...merged]).toEqual([
      ['12|M', { productId: 12, size: 'M', qty: 5 }],
      ['12', { productId: 12, size: null, qty: 1 }],
      ['12|L', { productId: 12, size: 'L', qty: 1 }],
    ]);
  });

  it('caps each sum when asked, and leaves it for the caller to refuse otherwise', () => {
    const lines = [
      { productId: 3, size: null, qty: 600 },
      { productId: 3, size: null, qty: 600 },
    ];
    expect(mergeLines(lines, CART_LIMITS.maxQty).get('3')?.qty).toBe(CART_LIMITS.maxQty);
    expect(mergeLines(lines).get('3')?.qty).toBe(1200);
  });
});

describe('the cart bodies', () => {
  it('reads an add with one of the product by default, a size upper-cased', () => {
    expect(cartAddRequestSchema.parse({ product_id: '12', size: 'm' })).toEqual({
      product_id: 12,
      qty: 1,
      size: 'M',
    });
  });

  it('takes a sync of as many lines as the browser cart holds, and no more', () => {
    const line = (id: number) => ({
      id,
      qty: 1,
      price: '1.00',
      name: 'x',
      image: '',
      available: true,
    });
    const full = Array.from({ length: CART_LIMITS.maxLines }, (_, i) => line(i + 1));
    expect(cartSyncRequestSchema.safeParse({ items: full, subtotal: '0.00' }).success).toBe(true);
    const over = cartSyncRequestSchema.safeParse({ items: [...full, line(999)] });
    expect(over.error?.issues[0]?.message).toBe(
      `A cart holds at most ${CART_LIMITS.maxLines} lines.`,
    );
    expect(cartSyncRequestSchema.parse({ items: [line(4)] }).items).toEqual([
      { id: 4, qty: 1, size: null },
    ]);
  });
});

describe('the notify and payment claim bodies', () => {
  it('reads a notify request with its phone normalised', () => {
    expect(notifyRequestSchema.parse({ product_id: 12, size: 'M', phone: '98765 43210' })).toEqual({
      product_id: 12,
      size: 'M',
      phone: '+919876543210',
    });
  });

  it('refuses a claim without a token in the shop’s words', () => {
    const refused = paymentClaimSchema.safeParse({ utr: '452112345678' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Send the order’s token (from its status link).',
    );
  });
});

describe('readApiError', () => {
  it('reads field lists, a single text, {error} before {detail}, and ignores the rest', () => {
    expect(
      apiErrorOf({ utr: ['Enter the 12-digit…', 'again'], phone: 'Enter a phone.', n: 3 }),
    ).toEqual({
      message: null,
      fieldErrors: { utr: ['Enter the 12-digit…', 'again'], phone: ['Enter a phone.'] },
    });
    expect(apiErrorOf({ detail: 'Not found.', error: 'Username taken.' }).message).toBe(
      'Username taken.',
    );
    expect(apiErrorOf({ detail: 'Not found.' })).toEqual({
      message: 'Not found.',
      fieldErrors: {},
    });
    expect(apiErrorOf(null)).toEqual({ message: null, fieldErrors: {} });
    expect(apiErrorOf(['x'])).toEqual({ message: null, fieldErrors: {} });
  });

  it('reads a response, and an answer that is not JSON as no words', async () => {
    const json = Response.json({ password: ['Too short.'] }, { status: 400 });
    expect(await readApiError(json)).toEqual({
      message: null,
      fieldErrors: { password: ['Too short.'] },
    });
    const html = new Response('<h1>Bad gateway</h1>', { status: 502 });
    expect(await readApiError(html)).toEqual({ message: null, fieldErrors: {} });
  });

  it('is how the order request reads a 400: words about the whole request go above the form', () => {
    expect(readOrderAnswer(400, { detail: 'Send a JSON object.' })).toEqual({
      kind: 'invalid',
      fields: { non_field_errors: ['Send a JSON object.'] },
    });
  });
});

describe('sendPaymentClaim', () => {
  const claim = { token: 't'.repeat(43), utr: '452112345678' };

  it('posts the contract’s body and answers null once recorded', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ number: 'SPM-1' }, { status: 201 }));
    expect(await sendPaymentClaim('SPM 1', claim, fetchImpl)).toBeNull();
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/orders/SPM%201/payment-claim/',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(claim) }),
    );
  });

  it('shows the reference’s message, else the refusal’s words, else the fallback', async () => {
    const answer = (body: unknown, status: number) =>
      vi.fn(async () => Response.json(body, { status }));
    expect(await sendPaymentClaim('1', claim, answer({ utr: ['Enter the UTR.'] }, 400))).toBe(
      'Enter the UTR.',
    );
    expect(await sendPaymentClaim('1', claim, answer({ detail: 'Already paid.' }, 409))).toBe(
      'Already paid.',
    );
    expect(await sendPaymentClaim('1', claim, answer(null, 500))).toBe(
      PAYMENT_CLAIM_MESSAGES.failed,
    );
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect(await sendPaymentClaim('1', claim, offline)).toBe(PAYMENT_CLAIM_MESSAGES.offline);
  });
});
