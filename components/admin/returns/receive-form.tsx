'use client';

import { useState, useTransition } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import type { ReturnCondition } from '@/lib/shared/returns/states';
import { receiveReturnAction } from './actions';

// The pieces are in the owner's hands: per line, back to stock or damaged (written off, with why).
// Saving moves the stock and issues the credit note and the exchange's invoice at once.

export interface StepLine {
  orderLineId: number;
  label: string;
  qty: number;
}

const CONDITIONS: readonly (readonly [ReturnCondition, string])[] = [
  ['restock', 'Back to stock'],
  ['damaged', 'Damaged'],
];

export function ReceiveForm({ returnId, lines }: { returnId: number; lines: StepLine[] }) {
  const [found, setFound] = useState<Record<number, ReturnCondition>>(() =>
    Object.fromEntries(lines.map((l) => [l.orderLineId, 'restock'])),
  );
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      setAlert(null);
      const result = await receiveReturnAction(returnId, {
        lines: lines.map((l) => ({
          orderLineId: l.orderLineId,
          condition: found[l.orderLineId] ?? 'restock',
          note: notes[l.orderLineId] ?? '',
        })),
      });
      if (!result.ok) {
        setAlert(result.message);
        return;
      }
      const papers = [result.creditNoteNumber, result.exchangeInvoiceNumber].filter(Boolean);
      toast.success(
        `Return ${returnId} received${papers.length ? `: ${papers.join(' and ')} issued` : ''}.`,
      );
    });
  };
  return (
    <form
      noValidate
      onSubmit={save}
      aria-label={`Receive return ${returnId}`}
      className="space-y-3"
    >
      <FormAlert message={alert} />
      {lines.map((l) => {
        const prefix = `receive-${returnId}-${l.orderLineId}`;
        return (
          <fieldset key={l.orderLineId} className="space-y-2">
            <legend className="text-sm font-medium text-ink">
              {l.qty} × {l.label}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {CONDITIONS.map(([value, text]) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-checked:border-brand has-checked:bg-brand/5"
                >
                  <input
                    type="radio"
                    name={prefix}
                    value={value}
                    checked={found[l.orderLineId] === value}
                    onChange={() => setFound((f) => ({ ...f, [l.orderLineId]: value }))}
                    className="size-4 shrink-0 accent-brand"
                  />
                  {text}
                </label>
              ))}
            </div>
            {found[l.orderLineId] === 'damaged' && (
              <label className="block text-sm text-ink">
                What is wrong with it
                <input
                  value={notes[l.orderLineId] ?? ''}
                  maxLength={150}
                  onChange={(e) => setNotes((n) => ({ ...n, [l.orderLineId]: e.target.value }))}
                  className={inputClass}
                  autoComplete="off"
                />
              </label>
            )}
          </fieldset>
        );
      })}
      <button
        type="submit"
        disabled={pending}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {pending ? 'Saving…' : 'Mark received'}
      </button>
    </form>
  );
}
