'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { REASON_MAX_LENGTH } from '@/lib/shared/orders/order-change';

/**
 * "Cancel order…": a modal <dialog> asking why (required; the reason goes into the order's
 * history, for admins only). Escape or "Keep order" closes it without a change; the browser
 * gives focus back to the button that opened it.
 */
export function CancelOrderDialog({
  number,
  disabled,
  onCancel,
}: {
  number: string;
  disabled: boolean;
  /** Saves the cancel; the dialog closes once the server has answered (the card shows a refusal). */
  onCancel: (reason: string) => Promise<unknown>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();

  function open() {
    setError(null);
    dialog.current?.showModal();
    reasonRef.current?.focus();
  }

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
    if (reasonRef.current) reasonRef.current.value = '';
    dialog.current?.close();
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={disabled}
        aria-haspopup="dialog"
        className={buttonStyles.compact.dangerOutline}
      >
        Cancel order…<span className="sr-only"> {number}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClick={(e) => e.target === dialog.current && !saving && dialog.current?.close()}
        className="m-auto w-[min(28rem,calc(100%-1.5rem))] rounded-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            Cancel order {number}?
          </h2>
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
      </dialog>
    </>
  );
}
