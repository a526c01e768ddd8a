// The admin's deletes, made from the browser against the /api contract with the session cookie
// (docs/product.md §7, §8): DELETE /api/products/{id}/, and on a server error the bulk endpoint as fallback.

export const DELETE_MESSAGES = {
  notFound: 'Product not found.',
  forbidden: 'No permission to delete this product.',
  failed: 'Failed to delete product.',
  fallbackFailed: 'Failed to delete product (fallback also failed).',
  bulkFailed: 'Failed to delete products.',
  bulkDone: 'Selected products deleted!',
  noneSelected: 'No products selected!',
  confirmOne: 'Delete this product? This will also remove it from all shopping carts.',
  confirmMany: 'Delete selected products?',
} as const;

export type DeleteOutcome = { ok: true; viaFallback: boolean } | { ok: false; message: string };

import { siteFetch } from '@/lib/browser/site-fetch';

type Fetch = typeof fetch;

/** POST /api/products/bulk-delete/ {ids}; true when the server answered 2xx. */
export async function bulkDeleteRequest(ids: number[], fetchImpl: Fetch = fetch): Promise<boolean> {
  try {
    const response = await siteFetch('POST', '/api/products/bulk-delete/', {
      json: { ids },
      fetchImpl,
    });
    return response.ok;
  } catch {
    return false;
  }
}

export async function deleteProductRequest(
  id: number,
  fetchImpl: Fetch = fetch,
): Promise<DeleteOutcome> {
  let response: Response;
  try {
    response = await siteFetch('DELETE', `/api/products/${id}/`, { fetchImpl });
  } catch {
    return { ok: false, message: DELETE_MESSAGES.failed };
  }
  if (response.ok) return { ok: true, viaFallback: false };
  if (response.status === 404) return { ok: false, message: DELETE_MESSAGES.notFound };
  if (response.status === 403) return { ok: false, message: DELETE_MESSAGES.forbidden };
  if (response.status >= 500) {
    // Some deployments failed on the single delete while the bulk path worked (docs/product.md §7).
    return (await bulkDeleteRequest([id], fetchImpl))
      ? { ok: true, viaFallback: true }
      : { ok: false, message: DELETE_MESSAGES.fallbackFailed };
  }
  return { ok: false, message: DELETE_MESSAGES.failed };
}
