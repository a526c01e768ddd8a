import 'server-only';
// The admin's add and edit saves (lib/browser/admin/save-request.ts). They carry up to 10 photos,
// so they are route handlers through adminRoute, which asks who is calling before a byte of the
// body is read, not server actions, which Next decodes before the action can ask. Read and
// validate the form -> the data layer (which checks the caller again) -> refresh the admin pages
// -> a SaveResult as JSON.
import { MAX_SAVE_BODY_BYTES } from '@/lib/shared/admin/product-images';
import type { SaveResult } from '@/lib/shared/admin/save-result';
import { parseId } from '@/lib/shared/ids';
import { NotFoundError } from '@/lib/server/infra/errors';
import { refreshAdminPages } from '@/lib/server/infra/refresh-pages';
import { createProduct, updateProduct } from '@/lib/server/products';
import { parseProductWriteForm } from '@/lib/server/products/product-write-form';
import { adminRoute, answer } from '@/lib/server/http/admin-route';
import { readForm } from '@/lib/server/http/body';

const TOO_LARGE = 'These photos are too large together. Save fewer photos at a time.';

const readSave = (request: Request) => readForm(request, MAX_SAVE_BODY_BYTES, TOO_LARGE);

/** POST /admin-save/products: the add form. */
export const createProductRoute = adminRoute({
  name: 'create product',
  fallback: 'Failed to save product',
  handle: async (request, caller) => {
    const { input, files } = await parseProductWriteForm(await readSave(request), 'create');
    const { id } = await createProduct(caller, input, files);
    refreshAdminPages();
    return answer<SaveResult>({ ok: true, id });
  },
});

/** POST /admin-save/products/{id}: the edit form's changes. */
export const updateProductRoute = adminRoute({
  name: 'update product',
  fallback: 'Failed to save changes',
  handle: async (request, caller, params) => {
    const id = parseId(params.id);
    if (id === null) throw new NotFoundError();
    const form = await readSave(request);
    const { input, files, removeImageIds } = await parseProductWriteForm(form, 'update');
    await updateProduct(caller, id, input, files, removeImageIds);
    refreshAdminPages();
    return answer<SaveResult>({ ok: true, id });
  },
});
