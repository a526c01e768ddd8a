// Completing the sale: POST /api/counter-sales/ with a timeout, its answer read into what the till
// does next: done (201, or 200 for a key already recorded), refused lines (409: sold out, a size
// gone, naming the product and size) or a changed total (409 without lines), a refused body (400,
// onto the fields), or failed (offline, a timeout, a 5xx: keep the sale and offer Retry).
import { apiErrorOf } from '@/lib/browser/api-error';
import { readJson, siteFetch } from '@/lib/browser/site-fetch';
import { isRecord } from '@/lib/shared/is-record';
import type { CounterSaleAnswer, CounterSaleBody } from '@/lib/shared/counter/sale-request';
import { unavailableLineSchema, type OrderConflict } from '@/lib/shared/orders/unavailable-line';
import type { FieldErrors } from '@/lib/shared/validation/field-errors';

export type SaleOutcome =
  | { kind: 'done'; answer: CounterSaleAnswer }
  | { kind: 'conflict'; message: string; lines: OrderConflict[] }
  | { kind: 'invalid'; message: string; fields: FieldErrors }
  | { kind: 'failed'; message: string };

/** A shop's mobile data can be slow: wait this long before offering Retry. */
export const SALE_TIMEOUT_MS = 15_000;

const NOT_SENT =
  'The sale did not reach the shop’s server (no connection, or no answer in time). It is kept: tap Retry. It will not be recorded twice.';

function readAnswer(body: unknown): CounterSaleAnswer | null {
  if (!isRecord(body)) return null;
  const { number, total, change, receipt_url: receipt } = body;
  if (typeof number !== 'string' || typeof total !== 'string' || typeof receipt !== 'string') {
    return null;
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    number,
    total,
    change: typeof change === 'string' ? change : '0.00',
    invoice_number: text(body.invoice_number),
    receipt_url: receipt,
    invoice_url: text(body.invoice_url),
    whatsapp_url: text(body.whatsapp_url),
    repeated: body.repeated === true,
  };
}

/** Reads the endpoint's answer (its status and parsed body). */
export function readSaleAnswer(status: number, body: unknown): SaleOutcome {
  if (status === 201 || status === 200) {
    const answer = readAnswer(body);
    return answer
      ? { kind: 'done', answer }
      : { kind: 'failed', message: 'The server’s answer could not be read. Tap Retry.' };
  }
  const refusal = apiErrorOf(body);
  if (status === 409) {
    const raw = isRecord(body) && Array.isArray(body.lines) ? body.lines : [];
    const lines = raw.flatMap((line) => {
      const read = unavailableLineSchema.safeParse(line);
      return read.success ? [read.data] : [];
    });
    return {
      kind: 'conflict',
      message: refusal.message ?? 'The sale cannot be completed as it is.',
      lines,
    };
  }
  if (status === 400) {
    return {
      kind: 'invalid',
      message: refusal.message ?? 'Some details need a fix.',
      fields: refusal.fieldErrors,
    };
  }
  if (status === 401 || status === 403) {
    return {
      kind: 'failed',
      message: 'You are signed out. Sign in again in another tab, then Retry.',
    };
  }
  return { kind: 'failed', message: refusal.message ? `${refusal.message} Tap Retry.` : NOT_SENT };
}

export async function postCounterSale(
  body: CounterSaleBody,
  timeoutMs = SALE_TIMEOUT_MS,
): Promise<SaleOutcome> {
  try {
    const response = await siteFetch('POST', '/api/counter-sales/', {
      json: body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return readSaleAnswer(response.status, await readJson(response));
  } catch {
    return { kind: 'failed', message: NOT_SENT };
  }
}
