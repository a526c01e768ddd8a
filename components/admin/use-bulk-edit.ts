'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import { bulkEditAction, previewBulkEditAction } from '@/components/admin/bulk-edit-actions';
import { setAvailabilityOverride } from '@/lib/browser/cart/availability';
import { patchProduct } from '@/lib/browser/cart/store';
import {
  bulkEditDone,
  bulkEditNotes,
  type BulkEditOutcome,
  type BulkEditResult,
} from '@/lib/shared/admin/bulk-edit';
import {
  bulkChangeSchema,
  type BulkChange,
  type BulkEditFormValues,
} from '@/lib/shared/validation/bulk-edit';

export type BulkEditStep =
  | { kind: 'choose' }
  | {
      kind: 'confirm';
      /** Exactly what the preview checked; apply sends the same. */
      input: BulkEditFormValues & { ids: number[] };
      change: BulkChange;
      outcome: BulkEditOutcome;
    };

type Refusal = Extract<BulkEditResult, { ok: false }>;
const FORM_FIELDS = [
  'action',
  'price',
  'percent',
  'available',
  'main_category',
  'sub_category',
  'sale_ends_at',
] as const satisfies readonly (keyof BulkEditFormValues)[];

/**
 * The dialog's two steps: "Continue" asks the server how many products the change would change
 * (the confirmation's count), "Apply" changes them in one transaction. The toast gives the
 * count the server applied, which is the truth if the products changed in between.
 */
export function useBulkEdit(ids: number[], close: () => void) {
  const router = useRouter();
  const [step, setStep] = useState<BulkEditStep>({ kind: 'choose' });
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  /** Field errors go beside their fields (back on step one); anything else above the buttons. */
  const refused = (result: Refusal, setError: UseFormSetError<BulkEditFormValues>) => {
    const applied = applyServerErrors({ setError }, result.fieldErrors, {
      fields: FORM_FIELDS,
      message: result.message,
      alert: 'when-no-field',
    });
    if (applied.fields.length > 0) setStep({ kind: 'choose' });
    setMessage(applied.alert);
  };

  const preview = (values: BulkEditFormValues, setError: UseFormSetError<BulkEditFormValues>) =>
    startTransition(async () => {
      setMessage(null);
      const input = { ...values, ids };
      const result = await previewBulkEditAction(input);
      if (!result.ok) return refused(result, setError);
      // The form's resolver passed these values, so they parse; the server checked them too.
      setStep({ kind: 'confirm', input, change: bulkChangeSchema.parse(values), outcome: result });
    });

  const apply = (setError: UseFormSetError<BulkEditFormValues>) => {
    if (step.kind !== 'confirm') return;
    const { input, change } = step;
    startTransition(async () => {
      setMessage(null);
      const result = await bulkEditAction(input);
      if (!result.ok) return refused(result, setError);
      if (change.action === 'set_availability') {
        // The server holds the truth now: this browser's cart follows, as after the row's switch.
        for (const id of [...result.changedIds, ...result.unchangedIds]) {
          setAvailabilityOverride(id, null);
          patchProduct(id, { available: change.available });
        }
      }
      toast.success(
        [
          bulkEditDone(change, result.changedIds.length, result.pieces),
          ...bulkEditNotes(result),
        ].join(' '),
      );
      close();
      router.refresh();
    });
  };

  const back = () => {
    setMessage(null);
    setStep({ kind: 'choose' });
  };

  return { step, message, pending, preview, apply, back };
}
