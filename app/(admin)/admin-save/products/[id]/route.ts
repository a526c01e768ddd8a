import type { SaveResult } from '@/lib/shared/admin/save-result';
import { saveProductFromRequest } from '@/lib/server/admin/product-save';
import { parseId } from '@/lib/shared/ids';

const NOT_FOUND: SaveResult = { ok: false, message: 'Not found.', fieldErrors: {}, status: 404 };

// The edit form's save (lib/browser/admin/save-request.ts); see ../route.ts.
export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  const id = parseId((await context.params).id);
  if (id === null) return Response.json(NOT_FOUND, { status: 404 });
  return saveProductFromRequest(request, id);
}
