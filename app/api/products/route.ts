import { apiCaller } from '@/lib/server/auth/api-caller';
import { readProductWrite } from '@/lib/server/http/product-input';
import { productListText } from '@/lib/server/http/product-list';
import { json, jsonText } from '@/lib/server/http/respond';
import { apiRoute } from '@/lib/server/http/route';
import { productWire } from '@/lib/server/http/serialize';
import { requireAdmin } from '@/lib/server/auth/roles';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { catalogueReadCaching } from '@/lib/server/infra/cache-headers';
import { createProduct } from '@/lib/server/products';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: async (request) =>
    jsonText(request, await productListText(request), 200, catalogueReadCaching(request)),

  POST: async (request) => {
    // Who is asking comes before reading the body: no upload is read for a refused caller.
    const caller = requireAdmin(await apiCaller(request));
    const { input, files } = await readProductWrite(request, 'create');
    const product = await createProduct(caller, input, files);
    const base = requestBaseUrl(request);
    return json(request, productWire(product, base), 201, {
      Location: `${base}/api/products/${product.id}/`,
    });
  },
});
