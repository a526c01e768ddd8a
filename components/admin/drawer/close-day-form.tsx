'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, useTransition } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import { DRAWER_NOTES, drawerDifference } from '@/lib/shared/counter/drawer';
import {
  CLOSE_FIELDS,
  closeDaySchema,
  emptyCloseForm,
  formTallyPaise,
  noteField,
  type CloseDayInput,
} from '@/lib/shared/counter/drawer-forms';
import { closeDayAction } from './actions';
import { DifferenceLine, rupees } from './drawer-words';

/**
 * The close: a count per note and the coins with the total as it is typed, then expected against
 * counted and the difference (short or over) to confirm before the day is closed for good.
 */
export function CloseDayForm({ day, expectedPaise }: { day: string; expectedPaise: number }) {
  const [pending, startTransition] = useTransition();
  const [alert, setAlert] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<CloseDayInput, unknown, unknown>({
    resolver: zodResolver(closeDaySchema),
    defaultValues: emptyCloseForm(expectedPaise),
  });
  const { errors } = form.formState;
  const countedPaise = formTallyPaise(useWatch({ control: form.control }));
  const difference = drawerDifference(countedPaise, expectedPaise);

  const check = form.handleSubmit(
    () => {
      setAlert(null);
      setChecking(true);
    },
    (invalid) => {
      const first = CLOSE_FIELDS.find((f) => invalid[f]);
      if (first) form.setFocus(first);
    },
  );
  const confirm = () =>
    startTransition(async () => {
      setAlert(null);
      // The expected cash the owner is looking at: the server refuses the close if it moved.
      const result = await closeDayAction(day, {
        ...form.getValues(),
        expectedSeen: expectedPaise,
      });
      if (result.ok) {
        toast.success('The day is closed.');
        return;
      }
      setChecking(false);
      setAlert(
        applyServerErrors(form, result.fieldErrors, {
          fields: CLOSE_FIELDS,
          focus: true,
          message: result.message,
        }).alert,
      );
    });

  return (
    <form
      noValidate
      onSubmit={(e) => void check(e)}
      aria-label="Close the day"
      className="space-y-3"
    >
      <FormAlert message={alert} />
      <fieldset disabled={checking} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <legend className="col-span-full mb-1 text-sm text-muted">
          Count the drawer: how many of each note, and the coins as one amount.
        </legend>
        {DRAWER_NOTES.map((note) => (
          <TextField
            key={note}
            id={`drawer-count-${note}`}
            label={`₹${note} notes`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            autoComplete="off"
            error={errors[noteField(note)]?.message}
            registration={form.register(noteField(note))}
          />
        ))}
        <TextField
          id="drawer-count-coins"
          label="Coins (₹)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.coins?.message}
          registration={form.register('coins')}
        />
        <TextField
          id="drawer-close-note"
          label="Note"
          className="col-span-full"
          maxLength={300}
          autoComplete="off"
          error={errors.note?.message}
          registration={form.register('note')}
        />
      </fieldset>
      <dl
        className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl bg-canvas p-3 text-sm tabular-nums"
        aria-live="polite"
        data-testid="drawer-close-totals"
      >
        <dt>Counted</dt>
        <dd className="text-right font-semibold">{rupees(countedPaise)}</dd>
        {checking && (
          <>
            <dt>Expected</dt>
            <dd className="text-right font-semibold">{rupees(expectedPaise)}</dd>
            <dt>Difference</dt>
            <dd className="text-right font-semibold">
              <DifferenceLine paise={difference.paise} />
            </dd>
          </>
        )}
      </dl>
      {checking ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={confirm}
            disabled={pending}
            className={buttonStyles.primary}
          >
            {pending ? 'Closing…' : 'Confirm and close the day'}
          </button>
          <button
            type="button"
            onClick={() => setChecking(false)}
            disabled={pending}
            className={buttonStyles.secondary}
          >
            Change the count
          </button>
        </div>
      ) : (
        <button type="submit" className={buttonStyles.primary}>
          Check against expected
        </button>
      )}
    </form>
  );
}
