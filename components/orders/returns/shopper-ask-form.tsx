'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError } from '@/components/ui/form-field';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/form-field';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/shared/validation/field-errors';
import { ASK_ACTION_LABELS, askReturnSchema, type AskReturnInput } from '@/lib/shared/returns/ask';
import type { ReturnAction } from '@/lib/shared/returns/states';
import type { ShopperLineOffer } from '@/lib/shared/returns/view';
import { askReturnAction } from './shopper-actions';
import { ShopperAskChoices, type AskFormValues } from './shopper-ask-choices';

// The shopper's ask: "Exchange a size" or "Return" opens the form for that action; each item
// the shopper ticks takes how many pieces, for an exchange the size wanted (only sizes in stock
// are offered) and a reason; an optional note. A refusal lands on the item's field; after the
// ask the page refreshes and shows the request with its WhatsApp message.

const lineName = (l: ShopperLineOffer) => (l.size ? `${l.name} (size ${l.size})` : l.name);

/** Whether a line may be ticked for this action. */
const choosable = (l: ShopperLineOffer, action: ReturnAction) =>
  l.left > 0 && (action === 'return' || l.exchangeSizes.length > 0);

export function ShopperAskForm({ token, lines }: { token: string; lines: ShopperLineOffer[] }) {
  const [action, setAction] = useState<ReturnAction | null>(null);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        {(['exchange', 'return'] as const).map((a) => (
          <button
            key={a}
            type="button"
            aria-pressed={action === a}
            aria-expanded={action === a}
            aria-controls="shopper-ask-form"
            onClick={() => setAction(action === a ? null : a)}
            className={action === a ? buttonStyles.primary : buttonStyles.secondary}
          >
            {ASK_ACTION_LABELS[a]}
          </button>
        ))}
      </div>
      {action ? (
        <AskForm
          key={action}
          token={token}
          lines={lines}
          action={action}
          onCancel={() => setAction(null)}
        />
      ) : null}
    </div>
  );
}

function AskForm({
  token,
  lines,
  action,
  onCancel,
}: {
  token: string;
  lines: ShopperLineOffer[];
  action: ReturnAction;
  onCancel: () => void;
}) {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useForm<AskFormValues>({
    defaultValues: {
      rows: lines.map(() => ({ picked: false, qty: '1', reason: '', newSize: '' })),
      note: '',
    },
  });
  const rows = useWatch({ control: form.control, name: 'rows' });
  const errors = form.formState.errors;

  /** Puts `lines.{i}.{field}` refusals on the form's rows; the rest in the alert. */
  function showErrors(fieldErrors: FieldErrors, rowOf: number[], message: string | null) {
    let placed = false;
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const match = /^lines\.(\d+)\.(orderLineId|qty|reason|newSize)$/.exec(key);
      const row = match ? rowOf[Number(match[1])] : undefined;
      const field = match?.[2] === 'orderLineId' ? 'picked' : match?.[2];
      if (row !== undefined && field) {
        form.setError(`rows.${row}.${field}` as FieldPath<AskFormValues>, { message: messages[0] });
        placed = true;
      } else if (key === 'note') {
        form.setError('note', { message: messages[0] });
        placed = true;
      } else if (!message) {
        message = messages[0] ?? null;
      }
    }
    setAlert(message ?? (placed ? null : 'Please check your request.'));
  }

  const submit = form.handleSubmit((values) => {
    setAlert(null);
    const rowOf: number[] = [];
    const input: AskReturnInput = {
      action,
      note: values.note,
      lines: values.rows.flatMap((row, i) => {
        if (!row.picked) return [];
        rowOf.push(i);
        return [
          {
            orderLineId: lines[i]!.orderLineId,
            qty: row.qty,
            reason: row.reason as AskReturnInput['lines'][number]['reason'],
            newSize: action === 'exchange' ? row.newSize : '',
          },
        ];
      }),
    };
    const checked = askReturnSchema.safeParse(input);
    if (!checked.success) {
      // The schema asks for the size only once every line is whole: say it at once here too.
      const missing = input.lines.flatMap((l, i) =>
        action === 'exchange' && !l.newSize
          ? [[`lines.${i}.newSize`, ['Choose the size you want instead.']] as [string, string[]]]
          : [],
      );
      showErrors(
        { ...Object.fromEntries(missing), ...fieldErrorsFrom(checked.error, 'dotted') },
        rowOf,
        null,
      );
      return;
    }
    startTransition(async () => {
      const result = await askReturnAction(token, input);
      if (!result.ok) {
        showErrors(result.fieldErrors, rowOf, result.status === 400 ? null : result.message);
        return;
      }
      router.refresh();
    });
  });

  const exchange = action === 'exchange';
  return (
    <form
      id="shopper-ask-form"
      aria-label={exchange ? 'Ask for an exchange' : 'Ask for a return'}
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-xl border border-line p-4"
    >
      <p className="text-sm text-muted">
        {exchange
          ? 'Tick the items to swap and choose the size you want instead: only sizes in stock are shown.'
          : 'Tick the items to send back.'}
      </p>
      <ul className="space-y-3">
        {lines.map((line, i) => {
          const open = choosable(line, action);
          const row = rows[i];
          const rowErrors = errors.rows?.[i];
          const id = `ask-${line.orderLineId}`;
          const why = !open
            ? (line.refusal ?? (exchange ? 'No other size in stock now.' : null))
            : null;
          return (
            <li key={line.orderLineId} className="rounded-lg bg-canvas p-3">
              <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink">
                <input
                  type="checkbox"
                  disabled={!open}
                  {...form.register(`rows.${i}.picked`)}
                  aria-describedby={`${id}-picked-error${why ? ` ${id}-why` : ''}`}
                  className="size-5 shrink-0 accent-brand"
                />
                <span className="min-w-0 break-words">{lineName(line)}</span>
              </label>
              {why ? (
                <p id={`${id}-why`} className="ml-8 text-sm text-muted">
                  {why}
                </p>
              ) : null}
              <FieldError id={`${id}-picked-error`}>{rowErrors?.picked?.message}</FieldError>
              {open && row?.picked ? (
                <ShopperAskChoices
                  line={line}
                  index={i}
                  exchange={exchange}
                  register={form.register}
                  errors={rowErrors}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <TextField
        id="ask-note"
        label="Note for the shop (optional)"
        rows={3}
        maxLength={500}
        registration={form.register('note')}
        error={errors.note?.message}
      />
      <FormAlert message={alert} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={pending} className={buttonStyles.primary}>
          {pending ? 'Sending…' : 'Send request'}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          Cancel
        </button>
      </div>
    </form>
  );
}
