'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { RadioChoices } from '@/components/ui/radio-choices';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import {
  CASH_MOVE_KINDS,
  CASH_MOVE_LABELS,
  cashMoveSchema,
  type CashMoveInput,
} from '@/lib/shared/counter/drawer-forms';
import { cashMoveAction } from './actions';

const FIELDS = ['kind', 'amount', 'note'] as const;
const EMPTY: CashMoveInput = { kind: 'out', amount: '', note: '' };

/** Cash put into or taken out of the open drawer, with why (change from the bank, tea, a refund…). */
export function CashMoveForm() {
  const [pending, startTransition] = useTransition();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CashMoveInput, unknown, unknown>({
    resolver: zodResolver(cashMoveSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const save = form.handleSubmit(() =>
    startTransition(async () => {
      setAlert(null);
      const values = form.getValues();
      const result = await cashMoveAction(values);
      if (result.ok) {
        toast.success(`${CASH_MOVE_LABELS[values.kind]}: recorded.`);
        form.reset({ ...EMPTY, kind: values.kind });
        return;
      }
      setAlert(
        applyServerErrors(form, result.fieldErrors, {
          fields: FIELDS,
          focus: true,
          message: result.message,
        }).alert,
      );
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      aria-label="Cash paid in or out"
      className="space-y-3"
    >
      <FormAlert message={alert} />
      <RadioChoices
        idPrefix="drawer-move-kind"
        legend="Cash"
        options={CASH_MOVE_KINDS.map((k) => [k, CASH_MOVE_LABELS[k]] as const)}
        error={errors.kind?.message}
        registration={form.register('kind')}
      />
      <TextField
        id="drawer-move-amount"
        label="Amount (₹)"
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount?.message}
        registration={form.register('amount')}
      />
      <TextField
        id="drawer-move-note"
        label="What for"
        maxLength={200}
        autoComplete="off"
        required
        error={errors.note?.message}
        registration={form.register('note')}
      />
      <button type="submit" disabled={pending} className={buttonStyles.secondary}>
        {pending ? 'Saving…' : 'Record'}
      </button>
    </form>
  );
}
