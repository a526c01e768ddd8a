'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import { openDaySchema, type OpenDayInput } from '@/lib/shared/counter/drawer-forms';
import { openDayAction } from './actions';

/** Opens today's drawer with the float (the cash put in to give change). */
export function OpenDayForm() {
  const [pending, startTransition] = useTransition();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<OpenDayInput, unknown, unknown>({
    resolver: zodResolver(openDaySchema),
    defaultValues: { float: '' },
  });
  const open = form.handleSubmit(() =>
    startTransition(async () => {
      setAlert(null);
      const result = await openDayAction(form.getValues());
      if (result.ok) {
        toast.success('The day is open.');
        return;
      }
      setAlert(
        applyServerErrors(form, result.fieldErrors, {
          fields: ['float'],
          focus: true,
          message: result.message,
        }).alert,
      );
    }),
  );
  return (
    <form noValidate onSubmit={(e) => void open(e)} aria-label="Open the day" className="space-y-3">
      <FormAlert message={alert} />
      <TextField
        id="drawer-float"
        label="Float (₹)"
        hint="The cash in the drawer to give change with."
        inputMode="decimal"
        autoComplete="off"
        required
        error={form.formState.errors.float?.message}
        registration={form.register('float')}
      />
      <button type="submit" disabled={pending} className={buttonStyles.primary}>
        {pending ? 'Opening…' : 'Open the day'}
      </button>
    </form>
  );
}
