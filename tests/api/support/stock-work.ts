// The stock pages' server actions called over HTTP as their pages call them, and the reads the
// stock work tests check them by (a product's stock, its ledger, a web order confirmed).
import { expect } from 'vitest';
import { TEST_ADMIN } from '../../support/test-server';
import { actionBody, actionId } from './actions';
import { adminToken, base, call } from './client';
import { postProduct, uniqueFields } from './products';
import { cookieHeader, signIn } from './session';

let adminSession: Promise<string> | undefined;
/** The signed-in owner's cookie, one session for the run. */
export const adminCookie = () =>
  (adminSession ??= signIn(base(), 'admin', TEST_ADMIN).then((s) => cookieHeader(s.jar)));

export interface Result {
  ok: boolean;
  status?: number;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  [key: string]: unknown;
}

/** The page each action is called from (Next finds an action only on a page that uses it). */
const ACTION_PAGE: Record<string, string> = {
  receiveStockAction: '/admin/stock/receive',
  startCountAction: '/admin/stock/count',
};

/**
 * Calls an exported server action as its page does and reads its typed result; a request the
 * proxy turns away before any action runs (a visitor without a session, sent to the login page)
 * reads as that status.
 */
export async function action(name: string, args: unknown[], cookie?: string): Promise<Result> {
  cookie ??= await adminCookie();
  // The sheet's actions take the stocktake's id, or an entry that names it.
  const first = args[0] as number | { countId?: number } | undefined;
  const countId = typeof first === 'object' ? first.countId : first;
  const at = ACTION_PAGE[name] ?? `/admin/stock/count/${String(countId)}`;
  const answer = await fetch(`${base()}${at}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'next-action': actionId(name), origin: base(), ...(cookie && { cookie }) },
    body: await actionBody(args),
  });
  const text = await answer.text();
  const line = text.split('\n').find((l) => /^\d+:\{.*"ok":/.test(l));
  if (!line) return { ok: false, status: answer.status, message: text.slice(0, 300) };
  return JSON.parse(line.slice(line.indexOf(':') + 1)) as Result;
}

export async function sized(sizeStock: Record<string, number>, overrides = {}) {
  const { stock: _stock, ...fields } = uniqueFields({
    size: Object.keys(sizeStock).join(','),
    size_stock: JSON.stringify(sizeStock),
    ...overrides,
  });
  const answer = await postProduct(await adminToken(), fields);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.text}`);
  return answer.body as { id: number; name: string };
}

export const product = async (id: number) => (await call(`/api/products/${id}/`)).body;

export interface LedgerRow {
  size: string | null;
  change: number;
  balance: number;
  reason: string;
  reference: string;
  note: string;
}
export async function ledger(id: number): Promise<LedgerRow[]> {
  const answer = await call(`/api/products/${id}/ledger/?page_size=100`, {
    token: await adminToken(),
  });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.results as LedgerRow[]).slice().reverse();
}
export const brief = (rows: LedgerRow[]) =>
  rows.map((r) => [r.size, r.change, r.balance, r.reason]);

export async function webOrder(id: number, size: string | null, qty: number): Promise<string> {
  const placed = await call('/api/orders/', {
    method: 'POST',
    json: {
      name: 'Asha',
      phone: '98765 43210',
      fulfilment: 'pickup',
      lines: [{ product_id: id, size, qty }],
    },
  });
  expect(placed.status, placed.text).toBe(201);
  const confirmed = await call(`/api/orders/${placed.body.number}/`, {
    method: 'PATCH',
    token: await adminToken(),
    json: { status: 'confirmed' },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return placed.body.number as string;
}
