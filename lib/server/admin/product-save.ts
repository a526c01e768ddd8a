import 'server-only';
import { revalidatePath } from 'next/cache';
import { MAX_SAVE_BODY_BYTES } from '@/lib/shared/admin/product-images';
import type { SaveResult } from '@/lib/shared/admin/save-result';
import { readForm } from '@/lib/server/http/body';
import { apiCaller } from '@/lib/server/http/api-caller';
import { requireAdmin } from '@/lib/server/auth/roles';
import { createProduct, updateProduct } from '../products';
import { parseProductWriteForm } from '../products/product-write-form';
import { failureFrom } from './action-result';

// The admin's add/edit saves carry up to 10 photos, so they are route handlers, not server
// actions: a handler asks who is calling before it reads a byte of the body (a stranger's
// 19 MB upload is answered 401 at once), while server actions are decoded by Next before the
// action runs, which is why every action keeps Next's 1 MB limit (lib/shared/server-action-limits.ts).
// The pipeline is the actions' own: who is asking -> read and validate -> data layer (which
// checks the caller again) -> refresh the admin pages -> a typed SaveResult as JSON.

const TOO_LARGE = 'These photos are too large together. Save fewer photos at a time.';

function refreshAdminPages() {
  revalidatePath('/admin/products');
  revalidatePath('/admin-dashboard');
}

function answer(result: SaveResult): Response {
  return Response.json(result, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

/** POST /admin-save/products: a new product from the add form. */
export async function createProductFromRequest(request: Request): Promise<Response> {
  try {
    const caller = requireAdmin(await apiCaller(request));
    const form = await readForm(request, MAX_SAVE_BODY_BYTES, TOO_LARGE);
    const { input, files } = await parseProductWriteForm(form, 'create');
    const product = await createProduct(caller, input, files);
    refreshAdminPages();
    return answer({ ok: true, id: product.id });
  } catch (error) {
    return answer(failureFrom(error, 'Failed to save product', 'create product'));
  }
}

/** POST /admin-save/products/{id}: the edit form's changes (id already validated). */
export async function updateProductFromRequest(request: Request, id: number): Promise<Response> {
  try {
    const caller = requireAdmin(await apiCaller(request));
    const form = await readForm(request, MAX_SAVE_BODY_BYTES, TOO_LARGE);
    const { input, files, removeImageIds } = await parseProductWriteForm(form, 'update');
    await updateProduct(caller, id, input, files, removeImageIds);
    refreshAdminPages();
    return answer({ ok: true, id });
  } catch (error) {
    return answer(failureFrom(error, 'Failed to save changes', 'update product'));
  }
}
