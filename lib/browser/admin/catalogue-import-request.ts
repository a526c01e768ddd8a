// The catalogue import's uploads, sent to /admin-save/catalogue/{preview,apply} with the session
// cookie. They answer a CsvImportResult as JSON; anything else (a proxy's error page, a dropped
// connection) becomes a failure with status 0. The apply sends the same file again: the server
// re-checks it and never trusts the preview's counts.

import { readJson, siteFetch } from '@/lib/browser/site-fetch';
import { isRecord } from '@/lib/shared/is-record';
import type { CsvImportResult } from '@/lib/shared/catalogue-csv/result';

type Fetch = typeof fetch;

const FALLBACK = {
  preview: 'The file could not be checked. Check your connection and try again.',
  apply: 'The changes could not be applied. Check your connection and try again.',
} as const;

function isResult(value: unknown): value is CsvImportResult {
  if (!isRecord(value)) return false;
  const result = value;
  if (result.ok === true) return result.step === 'preview' || result.step === 'apply';
  return (
    result.ok === false &&
    typeof result.message === 'string' &&
    typeof result.status === 'number' &&
    Array.isArray(result.errors)
  );
}

export async function catalogueImportRequest(
  step: 'preview' | 'apply',
  file: File,
  plan: string | null = null,
  fetchImpl: Fetch = fetch,
): Promise<CsvImportResult> {
  const failed: CsvImportResult = {
    ok: false,
    status: 0,
    message: FALLBACK[step],
    errorCount: 0,
    errors: [],
  };
  const body = new FormData();
  body.set('file', file);
  if (plan) body.set('plan', plan);
  try {
    const response = await siteFetch('POST', `/admin-save/catalogue/${step}`, {
      form: body,
      fetchImpl,
    });
    const result = await readJson(response);
    if (isResult(result)) return result;
    console.error(`[admin] catalogue ${step} answered`, response.status, 'without a result');
    return { ...failed, status: response.status };
  } catch (error) {
    console.error(`[admin] catalogue ${step} failed`, error);
    return failed;
  }
}
