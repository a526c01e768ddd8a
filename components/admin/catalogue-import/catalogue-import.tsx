'use client';

import { useEffect, useRef, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonStyles } from '@/components/ui/button-styles';
import { describedBy, FormField } from '@/components/ui/form-field';
import { catalogueImportRequest } from '@/lib/browser/admin/catalogue-import-request';
import { CSV_TOO_LARGE, MAX_CSV_BYTES } from '@/lib/shared/catalogue-csv/columns';
import type { CsvImportResult } from '@/lib/shared/catalogue-csv/result';
import { ImportResult } from './import-result';

const FILE_ID = 'catalogue-file';

/**
 * Upload a CSV, see what it would do, then apply it. The apply sends the same file again with the
 * preview's plan; the server checks everything anew and writes all rows or none.
 */
export function CatalogueImport() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CsvImportResult | null>(null);
  const [step, setStep] = useState<'preview' | 'apply'>('preview');
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  const tooLarge = file !== null && file.size > MAX_CSV_BYTES;

  // A file chosen before the page hydrated fired its change event with no handler attached:
  // take it from the input, or Check file would stay disabled with a file showing as chosen.
  useEffect(() => {
    const chosen = input.current?.files?.[0];
    if (chosen) setFile(chosen);
  }, []);

  function send(next: 'preview' | 'apply', plan: string | null = null) {
    if (!file || tooLarge) return;
    setStep(next);
    startTransition(async () => {
      const answer = await catalogueImportRequest(next, file, plan);
      setResult(answer);
      if (answer.ok && answer.step === 'apply') {
        toast.success('Catalogue updated');
        // The file is spent: applying it twice would be refused anyway.
        setFile(null);
        if (input.current) input.current.value = '';
      }
    });
  }

  return (
    <section
      aria-labelledby="import-heading"
      className="space-y-4 rounded-2xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="import-heading" className="text-base font-semibold text-ink">
        Import a CSV
      </h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send('preview');
        }}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <FormField
          id={FILE_ID}
          label="CSV file"
          hint="Up to 5 MB, saved as CSV UTF-8. Nothing changes until you apply."
          error={tooLarge ? CSV_TOO_LARGE : undefined}
          className="min-w-0 flex-1"
        >
          <input
            ref={input}
            id={FILE_ID}
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={describedBy(FILE_ID, 'hint')}
            aria-invalid={tooLarge || undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
            className="mt-1 block w-full rounded-lg border border-line bg-white text-sm text-ink file:mr-3 file:border-0 file:border-r file:border-line file:bg-canvas file:px-3 file:py-2.5 file:font-semibold file:text-ink"
          />
        </FormField>
        <button
          type="submit"
          disabled={!file || tooLarge || pending}
          className={`${buttonStyles.compact.secondary} sm:mb-6`}
        >
          {pending && step === 'preview' ? 'Checking…' : 'Check file'}
        </button>
      </form>
      <div aria-live="polite" aria-busy={pending || undefined}>
        {result && (
          <ImportResult
            result={result}
            applying={pending && step === 'apply'}
            onApply={(plan) => send('apply', plan)}
          />
        )}
      </div>
    </section>
  );
}
