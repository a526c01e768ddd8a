import 'server-only';
// The catalogue spreadsheet's HTTP side, through adminRoute: the export download and the
// import's preview and apply uploads. The uploads are route handlers under /admin-save (like the
// photo saves), not server actions: a 5 MB file is over Next's 1 MB action limit. Read the file
// -> data layer (which checks the caller again) -> refresh the admin pages -> a typed result as
// JSON (CsvImportResult), or the file.
import { CSV_TOO_LARGE, MAX_CSV_BYTES } from '@/lib/shared/catalogue-csv/columns';
import { LISTED_MAX, type CsvFailure } from '@/lib/shared/catalogue-csv/result';
import { requestBaseUrl } from '@/lib/server/infra/base-url';
import { byteStream } from '@/lib/server/infra/byte-stream';
import { PayloadTooLargeError } from '@/lib/server/infra/errors';
import { refreshAdminPages } from '@/lib/server/infra/refresh-pages';
import {
  applyCatalogueCsv,
  CsvFileError,
  CsvRowsError,
  exportCatalogueCsvChunks,
  previewCatalogueCsv,
} from '@/lib/server/catalogue-csv';
import { shopDay } from '@/lib/shared/shop-day';
import {
  adminRoute,
  answer,
  answerAsText,
  type FailureAnswer,
} from '@/lib/server/http/admin-route';
import { readForm } from '@/lib/server/http/body';

const NO_FILE = 'Choose a CSV file to upload.';
/** The file plus the form's framing and the plan token. */
const MAX_BODY_BYTES = MAX_CSV_BYTES + 64 * 1024;

/** "catalogue-2025-01-31.csv", dated in the shop's time zone. */
function exportFileName(now = new Date()): string {
  return `catalogue-${shopDay(now)}.csv`;
}

/** A refused import as the page reads it: refused rows listed (up to LISTED_MAX), else none. */
const importFailure: FailureAnswer = ({ status, message }, error) =>
  answer<CsvFailure>(
    error instanceof CsvRowsError
      ? {
          ok: false,
          status: 400,
          message: error.message,
          errorCount: error.errors.length,
          errors: error.errors.slice(0, LISTED_MAX),
        }
      : { ok: false, status, message, errorCount: 0, errors: [] },
  );

/** The uploaded file's bytes, within the limit, and the rest of the form. */
async function upload(request: Request): Promise<{ bytes: Uint8Array; form: FormData }> {
  const form = await readForm(request, MAX_BODY_BYTES, CSV_TOO_LARGE);
  const file = form.get('file');
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) {
    throw new CsvFileError(NO_FILE);
  }
  if (file.size > MAX_CSV_BYTES) throw new PayloadTooLargeError(CSV_TOO_LARGE);
  return { bytes: new Uint8Array(await file.arrayBuffer()), form };
}

/** POST /admin-save/catalogue/preview: multipart `file`; writes nothing. */
export const cataloguePreviewRoute = adminRoute({
  name: 'catalogue-csv preview',
  fallback: 'The file could not be checked. Please try again.',
  failure: importFailure,
  handle: async (request, caller) => {
    const { bytes } = await upload(request);
    return answer(await previewCatalogueCsv(caller, bytes));
  },
});

/** POST /admin-save/catalogue/apply: the same `file` again and the preview's `plan`. */
export const catalogueApplyRoute = adminRoute({
  name: 'catalogue-csv apply',
  fallback: 'The import could not be completed. Nothing was changed; please try again.',
  failure: importFailure,
  handle: async (request, caller) => {
    const { bytes, form } = await upload(request);
    const plan = form.get('plan');
    if (typeof plan !== 'string' || plan === '') {
      throw new CsvFileError('Preview the file first, then apply it.');
    }
    const applied = await applyCatalogueCsv(caller, bytes, plan);
    refreshAdminPages();
    return answer(applied);
  },
});

/** GET /admin/products/export.csv: the download, written out as it is read. */
export const catalogueExportRoute = adminRoute({
  name: 'catalogue-csv export',
  fallback: 'The catalogue could not be exported. Please try again.',
  failure: answerAsText,
  handle: async (request, caller) => {
    const chunks = await exportCatalogueCsvChunks(caller, requestBaseUrl(request));
    return new Response(byteStream(chunks), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      },
    });
  },
});
