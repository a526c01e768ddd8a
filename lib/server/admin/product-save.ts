import 'server-only';
import { PRIVATE_NO_STORE } from '@/lib/server/infra/cache-headers';
import { MAX_SAVE_BODY_BYTES } from '@/lib/shared/admin/product-images';
import type { SaveResult } from '@/lib/shared/admin/save-result';
import { readForm } from '@/lib/server/http/body';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { requireAdmin } from '@/lib/server/auth/roles';
import { createProduct, updateProduct } from '../products';
import { parseProductWriteForm } from '../products/product-write-form';
import { failureFrom } from '@/lib/server/infra/action-failure';
import { refreshAdminPages } from './refresh-pages';

// The admin's add/edit saves carry up to 10 photos, so they are route handlers, not server
// actions: a handler asks who is calling before it reads a byte of the body (a stranger's
// 19 MB upload is answered 401 at once), while server actions are decoded by Next before the
// action runs, which is why every action keeps Next's 1 MB limit (lib/shared/server-action-limits.ts).
// The pipeline is the actions' own: who is asking -> read and validate -> data layer (which
// checks the caller again) -> refresh the admin pages -> a typed SaveResult as JSON.

const TOO_LARGE = 'These photos are too large together. Save fewer photos at a time.';

function answer(result: SaveResult): Response {
  return Response.json(result, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': PRIVATE_NO_STORE },
  });
}

/**
 * POST /admin-save/products (id null: the add form) and /admin-save/products/{id} (the edit
 * form's changes; id already validated).
 */
export async function saveProductFromRequest(
  request: Request,
  id: number | null,
): Promise<Response> {
  try {
    const caller = requireAdmin(await apiCaller(request));
    const form = await readForm(request, MAX_SAVE_BODY_BYTES, TOO_LARGE);
    let savedId: number;
    if (id === null) {
      const { input, files } = await parseProductWriteForm(form, 'create');
      savedId = (await createProduct(caller, input, files)).id;
    } else {
      const { input, files, removeImageIds } = await parseProductWriteForm(form, 'update');
      await updateProduct(caller, id, input, files, removeImageIds);
      savedId = id;
    }
    refreshAdminPages();
    return answer({ ok: true, id: savedId });
  } catch (error) {
    const [fallback, context] =
      id === null
        ? ['Failed to save product', 'create product']
        : ['Failed to save changes', 'update product'];
    return answer(failureFrom(error, fallback, context));
  }
}
