'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import type { rateRowValues, TaxRatesInput } from '@/lib/shared/invoices/rates-form';
import { isApparelHsn } from '@/lib/shared/invoices/tax-rates';
import { saveTaxRatesAction } from './actions';

type Row = ReturnType<typeof rateRowValues>;

/**
 * One card per kind of goods: its HSN code and its rate, or the price slab (clothing). The rows
 * are a react-hook-form field array; the server checks them with the shared schema and its
 * refusals (`rows.3.hsn`) land on their cells.
 */
export function TaxRatesForm({ rows }: { rows: Row[] }) {
  const router = useRouter();
  const form = useForm<TaxRatesInput>({ defaultValues: { rows } });
  const { register, control, formState } = form;
  const { fields } = useFieldArray({ control, name: 'rows' });
  const values = useWatch({ control, name: 'rows' });
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    form.clearErrors();
    startTransition(async () => {
      const result = await saveTaxRatesAction({ rows: form.getValues('rows') });
      if (result.ok) {
        toast.success('Tax rates saved. New invoices use them.');
        router.refresh();
        return;
      }
      const applied = applyServerErrors(form, result.fieldErrors, {
        focus: true,
        message: result.message,
      });
      setFormError(applied.alert);
    });
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Tax rates" className="space-y-4">
      <ul className="grid gap-3 md:grid-cols-2">
        {fields.map((field, i) => {
          const row = values[i] ?? field;
          const apparel = isApparelHsn(row.hsn);
          const rowErrors = formState.errors.rows?.[i];
          const error = (name: 'hsn' | 'rate') => rowErrors?.[name]?.message;
          return (
            <li
              key={field.id}
              data-testid="tax-rate"
              className="rounded-xl border border-line bg-surface p-3"
            >
              <p className="font-semibold text-ink">{row.kind}</p>
              <div className="mt-2 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
                <label className="text-sm">
                  <span className="font-medium">HSN</span>
                  <input
                    id={`rate-${i}-hsn`}
                    {...register(`rows.${i}.hsn`)}
                    inputMode="numeric"
                    maxLength={8}
                    aria-invalid={error('hsn') ? true : undefined}
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
                        {...register(`rows.${i}.rule`)}
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
                          {...register(`rows.${i}.rate`)}
                          inputMode="decimal"
                          aria-invalid={error('rate') ? true : undefined}
                          aria-label={`${row.kind} rate in percent`}
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
