// What the counter-sale API tests share: the sale's POST as the till sends it (a fresh key each
// time unless given), products kept per size or as one count, and reading a product's stock.
import { randomUUID } from 'node:crypto';
import { call, type Answer } from './client';
import { postProduct, uniqueFields } from './products';

export interface TestProduct {
  id: number;
  name: string;
  price: string;
}

/** A product kept per size (`{M: 3}`), a shirt (the apparel slab) unless overridden. */
export async function sizedProduct(
  admin: string,
  sizeStock: Record<string, number>,
  overrides: Record<string, string> = {},
): Promise<TestProduct> {
  const { stock: _stock, ...fields } = uniqueFields({
    size: Object.keys(sizeStock).join(','),
    size_stock: JSON.stringify(sizeStock),
    sub_category: 'Shirt',
    ...overrides,
  });
  const answer = await postProduct(admin, fields);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.text}`);
  return answer.body as TestProduct;
}

export const newKey = () => randomUUID();

export interface SaleLine {
  product_id: number;
  size?: string | null;
  qty: number;
  discount?: { kind: string; value: string } | null;
  discount_reason?: string;
}

/** POST /api/counter-sales/ with the admin's token (or `init.token`, or none). */
export function sell(
  body: Record<string, unknown> & { lines: SaleLine[] },
  init: { token?: string | null; key?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return call('/api/counter-sales/', {
    method: 'POST',
    ...(init.token ? { token: init.token } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
    json: { idempotency_key: init.key ?? newKey(), ...body },
  });
}

/** A cash sale paid exactly (`tendered` for change). */
export const cash = (amount: string, tendered?: string) => [
  { method: 'cash', amount, ...(tendered ? { tendered } : {}) },
];

export async function sizeStock(id: number): Promise<Record<string, number>> {
  const answer = await call(`/api/products/${id}/`);
  if (answer.status !== 200) throw new Error(`read failed: ${answer.text}`);
  return answer.body.size_stock as Record<string, number>;
}
