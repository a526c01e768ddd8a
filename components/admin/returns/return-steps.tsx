'use client';

import { useState, useTransition } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import type { ReturnStatus } from '@/lib/shared/returns/states';
import { acceptReturnAction, declineReturnAction } from './actions';
import { ReceiveForm, type StepLine } from './receive-form';
import { SettleForm } from './settle-form';

// The owner's next step on one request: accept or decline an ask, mark the pieces received,
// settle the money. Each control is the step the status allows, nothing else.

export function ReturnSteps({
  returnId,
  status,
  owedPaise,
  lines,
  canCredit,
}: {
  returnId: number;
  status: ReturnStatus;
  owedPaise: number;
  lines: StepLine[];
  canCredit: boolean;
}) {
  if (status === 'asked') {
    return (
      <div className="space-y-3">
        <AcceptButton returnId={returnId} />
        <DeclineForm returnId={returnId} />
      </div>
    );
  }
  if (status === 'accepted') {
    return (
      <div className="space-y-3">
        <ReceiveForm returnId={returnId} lines={lines} />
        <DeclineForm returnId={returnId} />
      </div>
    );
  }
  if (status === 'received') {
    return <SettleForm returnId={returnId} owedPaise={owedPaise} canCredit={canCredit} />;
  }
  return null;
}

function AcceptButton({ returnId }: { returnId: number }) {
  const [pending, startTransition] = useTransition();
  const [alert, setAlert] = useState<string | null>(null);
  const accept = () =>
    startTransition(async () => {
      setAlert(null);
      const result = await acceptReturnAction(returnId);
      if (result.ok) toast.success(`Return ${returnId} accepted.`);
      else setAlert(result.message);
    });
  return (
    <div className="space-y-2">
      <FormAlert message={alert} />
      <button
        type="button"
        onClick={accept}
        disabled={pending}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {pending ? 'Accepting…' : 'Accept'}
      </button>
    </div>
  );
}

function DeclineForm({ returnId }: { returnId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = `decline-${returnId}`;
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`${buttonStyles.compact.dangerOutline} w-full sm:w-auto`}
      >
        Decline…
      </button>
    );
  }
  const decline = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      setAlert(null);
      setError(undefined);
      const result = await declineReturnAction(returnId, { reason });
      if (result.ok) {
        toast.success(`Return ${returnId} declined.`);
        return;
      }
      setError(result.fieldErrors.reason?.[0]);
      if (!result.fieldErrors.reason) setAlert(result.message);
    });
  };
  return (
    <form
      noValidate
      onSubmit={decline}
      aria-label={`Decline return ${returnId}`}
      className="space-y-2"
    >
      <FormAlert message={alert} />
      <FormField id={id} label="Why (the shopper sees this)" error={error} required>
        <input
          id={id}
          value={reason}
          maxLength={300}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className={inputClass}
          autoComplete="off"
        />
      </FormField>
      <button
        type="submit"
        disabled={pending}
        className={`${buttonStyles.compact.danger} w-full sm:w-auto`}
      >
        {pending ? 'Declining…' : 'Decline with this reason'}
      </button>
    </form>
  );
}
