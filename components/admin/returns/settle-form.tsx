'use client';

import { useState, useTransition } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { formatPrice } from '@/lib/shared/money';
import type { SettleMethod } from '@/lib/shared/returns/owner-steps';
import { settleReturnAction } from './actions';

// The money at the end: a refund by cash, UPI (sent by the owner, with its reference) or store
// credit; or the difference of a dearer exchange collected by cash or UPI.

export function SettleForm({
  returnId,
  owedPaise,
  canCredit,
}: {
  returnId: number;
  owedPaise: number;
  canCredit: boolean;
}) {
  const refund = owedPaise > 0;
  const amount = formatPrice(Math.abs(owedPaise) / 100);
  const methods: [SettleMethod, string][] =
    owedPaise === 0
      ? [['none', 'Nothing to pay']]
      : [
          ['cash', 'Cash'],
          ['upi', refund ? 'UPI (sent)' : 'UPI'],
          ...(refund && canCredit
            ? [['store_credit', 'Store credit'] as [SettleMethod, string]]
            : []),
        ];
  const [method, setMethod] = useState<SettleMethod>(methods[0]![0]);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const refId = `settle-${returnId}-reference`;
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      setAlert(null);
      setErrors({});
      const result = await settleReturnAction(returnId, { method, reference });
      if (result.ok) {
        toast.success(`Return ${returnId} done.`);
        return;
      }
      const fields = {
        reference: result.fieldErrors.reference?.[0],
        method: result.fieldErrors.method?.[0],
      };
      setErrors(fields);
      if (!fields.reference && !fields.method) setAlert(result.message);
    });
  };
  const verb = owedPaise === 0 ? 'Mark done' : refund ? `Refund ${amount}` : `Collect ${amount}`;
  return (
    <form noValidate onSubmit={save} aria-label={`Settle return ${returnId}`} className="space-y-3">
      <FormAlert message={alert ?? errors.method ?? null} />
      <fieldset>
        <legend className="text-sm font-medium text-ink">
          {refund ? `Refund ${amount} by` : owedPaise < 0 ? `Collect ${amount} by` : 'Settle'}
        </legend>
        <div className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-3">
          {methods.map(([value, text]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-checked:border-brand has-checked:bg-brand/5"
            >
              <input
                type="radio"
                name={`settle-${returnId}`}
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="size-4 shrink-0 accent-brand"
              />
              {text}
            </label>
          ))}
        </div>
      </fieldset>
      {method === 'upi' && (
        <FormField id={refId} label="UPI reference (UTR)" error={errors.reference} required>
          <input
            id={refId}
            value={reference}
            maxLength={40}
            onChange={(e) => setReference(e.target.value)}
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={`${refId}-error`}
            className={inputClass}
            autoComplete="off"
          />
        </FormField>
      )}
      <button
        type="submit"
        disabled={pending}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {pending ? 'Saving…' : verb}
      </button>
    </form>
  );
}
