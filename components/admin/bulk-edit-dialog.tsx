'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { countText } from '@/lib/shared/counts';
import { bulkChangeSchema, type BulkEditFormValues } from '@/lib/shared/validation/bulk-edit';
import { BulkEditConfirm } from './bulk-edit-confirm';
import { BulkEditFields } from './bulk-edit-fields';
import { useBulkEdit } from './use-bulk-edit';

// The shared schema checks the values as typed (raw); the server parses the same values again.
const resolver = zodResolver(bulkChangeSchema, undefined, {
  raw: true,
}) as unknown as Resolver<BulkEditFormValues>;

const DEFAULTS: BulkEditFormValues = {
  action: 'set_price',
  price: '',
  percent: '',
  available: 'false',
  main_category: '',
  sub_category: '',
  sale_ends_at: '',
};

/**
 * "Edit selected": the shop's Dialog (a bottom sheet on phones, a centred box from 640 px, as the
 * product cards' size sheet). Step one chooses the change, step two confirms how many products it
 * changes, then it applies, toasts and the list refreshes. Rendered only while open; Escape,
 * Close or a tap outside close it (not while applying), and the browser gives focus back to the
 * button that opened it.
 */
export function BulkEditDialog({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const form = useForm<BulkEditFormValues>({ resolver, defaultValues: DEFAULTS });
  const close = () => dialog.current?.close();
  const { step, message, pending, preview, apply, back } = useBulkEdit(ids, close);

  const title = `Edit ${countText(ids.length, 'selected product', 'selected products')}`;
  return (
    <Dialog title={title} titleId={titleId} onClose={onClose} dialogRef={dialog} busy={pending}>
      {/* Always there (a live region), spaced only when it says something. */}
      <div className="-mt-4 has-[p]:mt-0">
        <FormAlert message={message} />
      </div>
      {step.kind === 'choose' ? (
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={(e) => void form.handleSubmit((v) => preview(v, form.setError))(e)}
            className="flex flex-col gap-4"
          >
            <BulkEditFields />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={close}
                disabled={pending}
                className={`${buttonStyles.compact.secondary} min-h-11`}
              >
                Cancel
              </button>
              <button
                type="submit"
                disabled={pending}
                className={`${buttonStyles.compact.primary} min-h-11`}
              >
                {pending ? 'Checking…' : 'Continue'}
              </button>
            </div>
          </form>
        </FormProvider>
      ) : (
        <BulkEditConfirm
          change={step.change}
          outcome={step.outcome}
          pending={pending}
          onBack={back}
          onApply={() => apply(form.setError)}
        />
      )}
    </Dialog>
  );
}
