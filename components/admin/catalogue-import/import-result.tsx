import Link from 'next/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import type { CsvImportResult } from '@/lib/shared/catalogue-csv/result';
import { countText } from '@/lib/shared/counts';
import { ChangeList } from './change-list';
import { PreviewCounts } from './preview-counts';
import { ProblemTable } from './problem-table';

/** What the server said about the file: the preview (and its apply button), the outcome, or why not. */
export function ImportResult({
  result,
  applying,
  onApply,
}: {
  result: CsvImportResult;
  applying: boolean;
  onApply: (plan: string) => void;
}) {
  if (!result.ok) {
    return (
      <div className="space-y-3">
        <FormAlert message={result.message} />
        {result.errors.length > 0 && (
          <ProblemTable errors={result.errors} total={result.errorCount} />
        )}
      </div>
    );
  }
  if (result.step === 'apply') {
    return (
      <div role="status" className="rounded-xl border border-success/30 bg-success/5 p-4 text-sm">
        <p className="font-semibold text-success">
          Catalogue updated: {countText(result.created, 'product', 'products')} added,{' '}
          {countText(result.updated, 'product', 'products')} changed.
        </p>
        <Link
          href="/admin/products"
          className="mt-2 inline-block font-semibold text-brand underline"
        >
          See the products
        </Link>
      </div>
    );
  }
  const { plan } = result;
  return (
    <div className="space-y-4">
      <PreviewCounts preview={result} />
      {result.errorCount > 0 ? (
        <>
          <p role="status" className="text-sm text-ink">
            <strong className="text-danger">
              {countText(result.errorCount, 'problem', 'problems')}
            </strong>{' '}
            in the file. Nothing has been changed: fix these in the spreadsheet, save it and check
            it again.
          </p>
          <ProblemTable errors={result.errors} total={result.errorCount} />
        </>
      ) : plan === null ? (
        <p role="status" className="rounded-xl border border-line bg-surface p-4 text-sm">
          <strong>Nothing to change:</strong> every row matches the catalogue.
        </p>
      ) : (
        <>
          <ChangeList changes={result.changes} total={result.creates + result.updates} />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={applying}
              onClick={() => onApply(plan)}
              className={buttonStyles.compact.primary}
            >
              {applying
                ? 'Applying…'
                : `Apply ${countText(result.creates + result.updates, 'change', 'changes')}`}
            </button>
            <p className="text-sm text-muted">All rows are saved together, or none.</p>
          </div>
        </>
      )}
    </div>
  );
}
