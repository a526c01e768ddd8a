import { apiCaller } from '@/lib/server/auth/api-caller';
import { readProductWrite } from '@/lib/server/http/product-input';
import { json, noContent } from '@/lib/server/http/respond';
import { apiRoute, type ApiHandler } from '@/lib/server/http/route';
import { parseId } from '@/lib/shared/ids';
import { productWire } from '@/lib/server/http/serialize';
import { requireAdmin } from '@/lib/server/auth/roles';
import { NotFoundError } from '@/lib/server/infra/errors';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { catalogueReadCaching } from '@/lib/server/infra/cache-headers';
import { deleteProduct, getProduct, updateProduct } from '@/lib/server/products';

export const dynamic = 'force-dynamic';

/** Existing clients send every form field on edit, but never `stock` or `footwear_size`: those keep their value. */
const update: ApiHandler = async (request, params) => {
  const caller = requireAdmin(await apiCaller(request));
  const id = parseId(params.id);
  if (id === null) throw new NotFoundError();
  const { input, files, removeImageIds } = await readProductWrite(request, 'update');
  const product = await updateProduct(caller, id, input, files, removeImageIds);
  return json(request, productWire(product, requestBaseUrl(request)));
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request, params) => {
    const id = parseId(params.id);
    const product = id === null ? null : await getProduct(id);
    if (!product) throw new NotFoundError();
    const wire = productWire(product, requestBaseUrl(request));
    return json(request, wire, 200, catalogueReadCaching(request));
  },
  PUT: update,
  PATCH: update,
  DELETE: async (request, params) => {
    const caller = requireAdmin(await apiCaller(request));
    const id = parseId(params.id);
    if (id === null) throw new NotFoundError();
    await deleteProduct(caller, id);
    return noContent(request);
  },
});
