'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import type { rateRowValues } from '@/lib/shared/invoices/rates-form';
import { isApparelHsn } from '@/lib/shared/invoices/tax-rates';
import { saveTaxRatesAction } from './actions';

type Row = ReturnType<typeof rateRowValues>;

/** One card per kind of goods: its HSN code and its rate, or the price slab (clothing). */
export function TaxRatesForm({ rows }: { rows: Row[] }) {
  const router = useRouter();
  const [values, setValues] = useState(rows);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const set = (i: number, change: Partial<Row>) =>
    setValues((all) => all.map((row, j) => (j === i ? { ...row, ...change } : row)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    startTransition(async () => {
      const result = await saveTaxRatesAction({ rows: values });
      if (result.ok) {
        setErrors({});
        toast.success('Tax rates saved. New invoices use them.');
        router.refresh();
        return;
      }
      setErrors(result.fieldErrors);
      setFormError(result.message);
      const first = Object.keys(result.fieldErrors)[0]?.split('.');
      if (first) document.getElementById(`rate-${first[1]}-${first[2]}`)?.focus();
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Tax rates" className="space-y-4">
      <ul className="grid gap-3 md:grid-cols-2">
        {values.map((row, i) => {
          const apparel = isApparelHsn(row.hsn);
          const error = (field: string) => errors[`rows.${i}.${field}`]?.[0];
          return (
            <li
              key={row.kind}
              data-testid="tax-rate"
              className="rounded-xl border border-line bg-surface p-3"
            >
              <p className="font-semibold text-ink">{row.kind}</p>
              <div className="mt-2 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
                <label className="text-sm">
                  <span className="font-medium">HSN</span>
                  <input
                    id={`rate-${i}-hsn`}
                    value={row.hsn}
                    inputMode="numeric"
                    maxLength={8}
                    aria-invalid={error('hsn') ? true : undefined}
                    onChange={(e) => set(i, { hsn: e.target.value })}
                    className={inputClass}
                  />
                </label>
                {apparel ? (
                  <p className="self-end pb-2 text-sm text-muted">
                    Clothing: 5% up to ₹2,500 a piece before tax, 18% above
                  </p>
                ) : (
                  <div
                    className={`grid gap-2 ${row.rule === 'fixed' ? 'grid-cols-[minmax(0,1fr)_4.5rem]' : ''}`}
                  >
                    <label className="text-sm">
                      <span className="font-medium">Rate</span>
                      <select
                        id={`rate-${i}-rule`}
                        value={row.rule}
                        onChange={(e) => set(i, { rule: e.target.value as Row['rule'] })}
                        className={inputClass}
                      >
                        <option value="fixed">Fixed %</option>
                        <option value="slab">By price</option>
                      </select>
                    </label>
                    {row.rule === 'fixed' ? (
                      <label className="text-sm">
                        <span className="font-medium">%</span>
                        <input
                          id={`rate-${i}-rate`}
                          value={row.rate}
                          inputMode="decimal"
                          aria-invalid={error('rate') ? true : undefined}
                          aria-label={`${row.kind} rate in percent`}
                          onChange={(e) => set(i, { rate: e.target.value })}
                          className={inputClass}
                        />
                      </label>
                    ) : (
                      <p className="text-xs text-muted">
                        5% up to ₹2,500 a piece before tax, 18% above
                      </p>
                    )}
                  </div>
                )}
              </div>
              {error('hsn') || error('rate') ? (
                <p role="alert" className="mt-1 text-sm text-danger">
                  {error('hsn') ?? error('rate')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormAlert message={formError} />
      <button type="submit" disabled={pending} className={buttonStyles.compact.primary}>
        {pending ? 'Saving…' : 'Save tax rates'}
      </button>
    </form>
  );
}
