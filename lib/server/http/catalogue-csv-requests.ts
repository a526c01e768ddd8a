import 'server-only';
// The catalogue spreadsheet's HTTP side: the export download and the import's preview and apply
// uploads. The uploads are route handlers under /admin-save (like the photo saves), not server
// actions: a 5 MB file is over Next's 1 MB action limit, and a handler asks who is calling
// before it reads a byte of the body. Pipeline: who is asking -> read the file -> data layer
// (which checks the caller again) -> refresh the admin pages -> a typed result as JSON.
import { CSV_TOO_LARGE, MAX_CSV_BYTES } from '@/lib/shared/catalogue-csv/columns';
import {
  LISTED_MAX,
  type CsvFailure,
  type CsvImportResult,
} from '@/lib/shared/catalogue-csv/result';
import { requireAdmin } from '@/lib/server/auth/roles';
import { failureFrom } from '@/lib/server/infra/action-failure';
import { refreshAdminPages } from '@/lib/server/admin/refresh-pages';
import { readForm } from '@/lib/server/http/body';
import { apiCaller } from '@/lib/server/auth/api-caller';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { byteStream } from '@/lib/server/infra/byte-stream';
import { PRIVATE_NO_STORE } from '@/lib/server/infra/cache-headers';
import { PayloadTooLargeError } from '@/lib/server/infra/errors';
import {
  applyCatalogueCsv,
  CsvFileError,
  CsvRowsError,
  exportCatalogueCsvChunks,
  previewCatalogueCsv,
} from '@/lib/server/catalogue-csv';
import { shopDay } from '@/lib/shared/shop-day';

const NO_FILE = 'Choose a CSV file to upload.';
/** The file plus the form's framing and the plan token. */
const MAX_BODY_BYTES = MAX_CSV_BYTES + 64 * 1024;

/** "catalogue-2025-01-31.csv", dated in the shop's time zone. */
export function exportFileName(now = new Date()): string {
  return `catalogue-${shopDay(now)}.csv`;
}

const FALLBACK = {
  preview: 'The file could not be checked. Please try again.',
  apply: 'The import could not be completed. Nothing was changed; please try again.',
  export: 'The catalogue could not be exported. Please try again.',
} as const;

function failure(error: unknown, context: keyof typeof FALLBACK): CsvFailure {
  if (error instanceof CsvRowsError) {
    return {
      ok: false,
      status: 400,
      message: error.message,
      errorCount: error.errors.length,
      errors: error.errors.slice(0, LISTED_MAX),
    };
  }
  const { status, message } = failureFrom(error, FALLBACK[context], `catalogue-csv ${context}`);
  return { ok: false, status, message, errorCount: 0, errors: [] };
}

function answer(result: CsvImportResult): Response {
  return Response.json(result, {
    status: result.ok ? 200 : result.status,
    headers: { 'Cache-Control': PRIVATE_NO_STORE },
  });
}

/** The uploaded file's bytes, within the limit. */
async function uploadedFile(form: FormData): Promise<Uint8Array> {
  const file = form.get('file');
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) {
    throw new CsvFileError(NO_FILE);
  }
  if (file.size > MAX_CSV_BYTES) throw new PayloadTooLargeError(CSV_TOO_LARGE);
  return new Uint8Array(await file.arrayBuffer());
}

/** POST /admin-save/catalogue/preview and /apply: multipart `file` (and `plan` to apply). */
export async function catalogueImportFromRequest(
  request: Request,
  step: 'preview' | 'apply',
): Promise<Response> {
  try {
    const caller = requireAdmin(await apiCaller(request));
    const form = await readForm(request, MAX_BODY_BYTES, CSV_TOO_LARGE);
    const bytes = await uploadedFile(form);
    if (step === 'preview') return answer(await previewCatalogueCsv(caller, bytes));
    const plan = form.get('plan');
    if (typeof plan !== 'string' || plan === '') {
      throw new CsvFileError('Preview the file first, then apply it.');
    }
    const applied = await applyCatalogueCsv(caller, bytes, plan);
    refreshAdminPages();
    return answer(applied);
  } catch (error) {
    return answer(failure(error, step));
  }
}

/** GET /admin/products/export.csv: the download, for a signed-in superuser. */
export async function catalogueExportFromRequest(request: Request): Promise<Response> {
  try {
    const chunks = await exportCatalogueCsvChunks(
      await apiCaller(request),
      requestBaseUrl(request),
    );
    return new Response(byteStream(chunks), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName()}"`,
        'Cache-Control': PRIVATE_NO_STORE,
      },
    });
  } catch (error) {
    const { status, message } = failure(error, 'export');
    return new Response(`${message}\n`, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE },
    });
  }
}
