// The add/edit form's save, sent to the admin save routes (app/(admin)/admin-save) with the
// session cookie. They answer a SaveResult as JSON; anything else (a proxy's error page, a
// dropped connection) becomes the form's fallback failure, status 0.

import { readJson, siteFetch } from '@/lib/browser/site-fetch';
import { isRecord } from '@/lib/shared/is-record';
import type { SaveResult } from '@/lib/shared/admin/save-result';

type Fetch = typeof fetch;

export const saveUrl = (productId: number | undefined) =>
  productId === undefined ? '/admin-save/products' : `/admin-save/products/${productId}`;

function isSaveResult(value: unknown): value is SaveResult {
  if (!isRecord(value)) return false;
  const result = value;
  if (result.ok === true) return typeof result.id === 'number';
  return (
    result.ok === false &&
    typeof result.message === 'string' &&
    typeof result.status === 'number' &&
    isRecord(result.fieldErrors)
  );
}

export async function saveProductRequest(
  body: FormData,
  productId: number | undefined,
  fallback: string,
  fetchImpl: Fetch = fetch,
): Promise<SaveResult> {
  const failed: SaveResult = { ok: false, message: fallback, fieldErrors: {}, status: 0 };
  try {
    const response = await siteFetch('POST', saveUrl(productId), { form: body, fetchImpl });
    const result = await readJson(response);
    if (isSaveResult(result)) return result;
    console.error('[admin] save answered', response.status, 'without a result');
    return { ...failed, status: response.status };
  } catch (error) {
    console.error('[admin] save failed', error);
    return failed;
  }
}
