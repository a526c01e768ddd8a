import { updateProductRoute } from '@/lib/server/http/product-save';

// The edit form's save (lib/browser/admin/save-request.ts); see ../route.ts. An id that names
// no product is a 404 SaveResult.
export const POST = updateProductRoute;
