'use client';

import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { REASON_MAX_LENGTH } from '@/lib/shared/orders/order-change';

/** Saves the cancel; the dialog closes once the server has answered (the card shows a refusal). */
type OnCancel = (reason: string) => Promise<unknown>;

/**
 * "Cancel order…" and its dialog asking why (required; the reason goes into the order's history,
 * for admins only). Escape, Close or "Keep order" close it without a change, and focus goes back
 * to the button that opened it.
 */
export function CancelOrderDialog({
  number,
  disabled,
  onCancel,
}: {
  number: string;
  disabled: boolean;
  onCancel: OnCancel;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-haspopup="dialog"
        className={buttonStyles.compact.dangerOutline}
      >
        Cancel order…<span className="sr-only"> {number}</span>
      </button>
      {open ? (
        <ReasonDialog
          number={number}
          onCancel={onCancel}
          onClose={() => setOpen(false)}
          returnFocusTo={trigger}
        />
      ) : null}
    </>
  );
}

function ReasonDialog({
  number,
  onCancel,
  onClose,
  returnFocusTo,
}: {
  number: string;
  onCancel: OnCancel;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = reasonRef.current?.value.trim() ?? '';
    if (reason === '') {
      setError('Say why the order is cancelled.');
      reasonRef.current?.focus();
      return;
    }
    setSaving(true);
    await onCancel(reason);
    setSaving(false);
    dialog.current?.close();
  }

  return (
    <Dialog
      title={<>Cancel order {number}?</>}
      titleId={titleId}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      onOpen={() => reasonRef.current?.focus()}
      dialogRef={dialog}
      busy={saving}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          If the order was confirmed, its items go back into stock. The customer does not see the
          reason.
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="text-sm font-semibold">
            Reason <span className="font-normal text-muted">(required)</span>
          </label>
          <textarea
            id={reasonId}
            ref={reasonRef}
            name="reason"
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onInput={() => error && setError(null)}
            className="rounded-lg border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger"
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            disabled={saving}
            className={buttonStyles.compact.secondary}
          >
            Keep order
          </button>
          <button type="submit" disabled={saving} className={buttonStyles.compact.danger}>
            {saving ? 'Cancelling…' : 'Cancel order'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
