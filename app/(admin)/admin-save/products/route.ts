import { saveProductFromRequest } from '@/lib/server/admin/product-save';

// The add form's save (lib/browser/admin/save-request.ts). A route handler, not a server
// action, so the caller is checked before the photos are read (lib/server/admin/product-save.ts).
export const POST = (request: Request) => saveProductFromRequest(request, null);
