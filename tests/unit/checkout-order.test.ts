import { describe, expect, it, vi } from 'vitest';
import { applyOrderConflicts } from '@/lib/browser/orders/order-conflicts';
import {
  orderRequestBody,
  postOrder,
  readOrderAnswer,
  type OrderConflict,
} from '@/lib/browser/orders/order-request';
import type { CartItem } from '@/lib/shared/cart/types';
import { checkoutSchema } from '@/lib/shared/orders/checkout';

const line = (over: Partial<CartItem>): CartItem => ({
  id: 12,
  key: '12',
  name: 'Linen Shirt',
  price: '1499.00',
  qty: 1,
  image: '/media/linen.jpg',
  available: true,
  main_category: 'mens',
  sub_category: 'Shirt',
  stock: 5,
  ...over,
});

const shirtM = line({ key: '12|Blue|M', color: 'Blue', size: 'M', qty: 2 });
const shirtL = line({ key: '12|Blue|L', color: 'Blue', size: 'L', qty: 1 });
const legacy = line({ id: 7, key: '7', size: 'S, M, L', qty: 3, price: '999.00' });

const details = checkoutSchema.parse({ name: 'Asha', phone: '98765 43210', fulfilment: 'pickup' });

const KEY = '0123456789abcdef0123456789abcdef';

describe('the order request', () => {
  it('sends each line with its chosen size (null for none or a legacy list) and no prices', () => {
    const body = orderRequestBody([shirtM, shirtL, legacy], details, 'key-0123456789abcdef');
    expect(body).toEqual({
      idempotency_key: 'key-0123456789abcdef',
      lines: [
        { product_id: 12, size: 'M', qty: 2 },
        { product_id: 12, size: 'L', qty: 1 },
        { product_id: 7, size: null, qty: 3 },
      ],
      name: 'Asha',
      phone: '+919876543210',
      fulfilment: 'pickup',
      address: '',
      pincode: '',
      note: '',
    });
    expect(JSON.stringify(body)).not.toMatch(/price|1499|subtotal/);
  });

  it('reads a 201 or 200 (a repeat) as saved, a 409 as conflicts, a 400 as field errors, the rest as failed', () => {
    expect(
      readOrderAnswer(201, {
        number: 'SPM-1042',
        status_url: 'https://shop.example/orders/abc',
        whatsapp_url: 'https://wa.me/919876543210?text=Order',
      }),
    ).toEqual({
      kind: 'saved',
      number: 'SPM-1042',
      statusUrl: 'https://shop.example/orders/abc',
      whatsappUrl: 'https://wa.me/919876543210?text=Order',
    });
    // A repeat of the checkout answers 200 with the order saved first: the same as saved.
    expect(
      readOrderAnswer(200, {
        number: 'SPM-1042',
        status_url: 'https://shop.example/orders/abc',
        whatsapp_url: 'https://wa.me/919876543210?text=Order',
      }).kind,
    ).toBe('saved');
    // A 201 whose link is not WhatsApp's is not followed.
    expect(
      readOrderAnswer(201, { number: 'X', status_url: '/o', whatsapp_url: 'javascript:1' }).kind,
    ).toBe('failed');
    expect(
      readOrderAnswer(409, {
        detail: 'Some items…',
        lines: [
          { product_id: 12, size: 'M', reason: 'sold_out', available: 0, message: 'M sold out' },
          { product_id: 'x', reason: 'sold_out' },
        ],
      }),
    ).toEqual({
      kind: 'conflict',
      detail: 'Some items…',
      lines: [
        { productId: 12, size: 'M', reason: 'sold_out', available: 0, message: 'M sold out' },
      ],
    });
    expect(readOrderAnswer(400, { phone: ['Enter a 10-digit…'], lines: ['Too many'] })).toEqual({
      kind: 'invalid',
      fields: { phone: ['Enter a 10-digit…'], lines: ['Too many'] },
    });
    expect(readOrderAnswer(409, { detail: 'changed meanwhile' }).kind).toBe('failed');
    expect(readOrderAnswer(429, { detail: 'slow down' }).kind).toBe('failed');
    expect(readOrderAnswer(500, null).kind).toBe('failed');
  });

  it('posts same-origin JSON and treats a network error or a timeout as failed', async () => {
    const ok = vi.fn(async () => Response.json({ detail: 'x' }, { status: 503 }));
    expect(
      (await postOrder(orderRequestBody([shirtM], details, KEY), { fetchImpl: ok })).kind,
    ).toBe('failed');
    const [url, init] = ok.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await postOrder(orderRequestBody([shirtM], details, KEY), { fetchImpl: offline }),
    ).toEqual({
      kind: 'failed',
      why: 'network',
    });

    const hangs = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    expect(
      await postOrder(orderRequestBody([shirtM], details, KEY), {
        fetchImpl: hangs,
        timeoutMs: 20,
      }),
    ).toEqual({ kind: 'failed', why: 'timeout' });
  });
});

describe('a 409 patches the cart', () => {
  const conflict = (over: Partial<OrderConflict>): OrderConflict => ({
    productId: 12,
    size: 'M',
    reason: 'sold_out',
    available: 0,
    message: 'sold out',
    ...over,
  });

  it('marks a sold-out, unavailable, gone or no-longer-offered line out of stock, only that size', () => {
    for (const reason of ['sold_out', 'unavailable', 'not_found', 'size_not_offered'] as const) {
      const { lines, messages } = applyOrderConflicts(
        [shirtM, shirtL, legacy],
        [conflict({ reason, message: `M: ${reason}` })],
      );
      expect(lines.map((l) => [l.key, l.available, l.qty])).toEqual([
        ['12|Blue|M', false, 2],
        ['12|Blue|L', true, 1],
        ['7', true, 3],
      ]);
      expect([...messages]).toEqual([['12|Blue|M', `M: ${reason}`]]);
    }
  });

  it('lowers a too-few line to what is left, and a line without a size matches size null', () => {
    const { lines } = applyOrderConflicts(
      [shirtM, legacy],
      [
        conflict({ reason: 'too_few', available: 1 }),
        conflict({ productId: 7, size: null, reason: 'too_few', available: 2 }),
      ],
    );
    expect(lines.map((l) => [l.key, l.available, l.qty, l.stock])).toEqual([
      ['12|Blue|M', true, 1, 1],
      ['7', true, 2, 2],
    ]);
  });

  it('a too-few with nothing left, or shared out already, marks the line out of stock', () => {
    const twin = line({ key: '12|Red|M', color: 'Red', size: 'M', qty: 2 });
    const { lines } = applyOrderConflicts(
      [shirtM, twin],
      [conflict({ reason: 'too_few', available: 2 })],
    );
    expect(lines.map((l) => [l.key, l.available, l.qty])).toEqual([
      ['12|Blue|M', true, 2],
      ['12|Red|M', false, 2],
    ]);
  });
});
