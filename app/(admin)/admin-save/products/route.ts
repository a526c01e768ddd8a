import { createProductRoute } from '@/lib/server/http/product-save';

// The add form's save (lib/browser/admin/save-request.ts). A route handler, not a server
// action, so the caller is checked before the photos are read (lib/server/http/product-save.ts).
export const POST = createProductRoute;
