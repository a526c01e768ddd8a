'use client';

import { useState, useTransition } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { formatPrice } from '@/lib/shared/money';
import {
  RETURN_REASONS,
  RETURN_REASON_LABELS,
  type ReturnAction,
  type ReturnReason,
} from '@/lib/shared/returns/states';
import type { OwnerReturnLine } from '@/lib/server/returns/owner-read';
import { openReturnAction } from './actions';

// The shop opens a return or an exchange with the customer at the counter: which lines come
// back, how many, why, and for an exchange the size or colour given instead (only pieces in
// stock are offered). It starts accepted; the pieces are received next.

interface Choice {
  chosen: boolean;
  qty: number;
  action: ReturnAction;
  reason: ReturnReason;
  /** "productId|size" of the exchange's new piece. */
  piece: string;
}

const label = (name: string, size: string | null) => (size ? `${name} (${size})` : name);

export function OpenReturnForm({
  orderNumber,
  lines,
}: {
  orderNumber: string;
  lines: OwnerReturnLine[];
}) {
  const [choices, setChoices] = useState<Record<number, Choice>>(() =>
    Object.fromEntries(
      lines.map((l) => [
        l.orderLineId,
        { chosen: false, qty: 1, action: 'return', reason: 'too_small', piece: '' } as Choice,
      ]),
    ),
  );
  const [note, setNote] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const set = (id: number, change: Partial<Choice>) =>
    setChoices((c) => ({ ...c, [id]: { ...c[id]!, ...change } }));
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const picked = lines.filter((l) => choices[l.orderLineId]?.chosen);
    if (picked.length === 0) return setAlert('Tick the lines coming back.');
    startTransition(async () => {
      setAlert(null);
      const result = await openReturnAction(orderNumber, {
        note,
        lines: picked.map((l) => {
          const c = choices[l.orderLineId]!;
          const [productId, size] = c.piece.split('|');
          return {
            orderLineId: l.orderLineId,
            qty: c.qty,
            action: c.action,
            reason: c.reason,
            ...(c.action === 'exchange'
              ? { newProductId: productId ? Number(productId) : null, newSize: size ?? '' }
              : {}),
          };
        }),
      });
      if (result.ok) {
        toast.success(`Return ${result.returnId} opened.`);
        return;
      }
      setAlert(Object.values(result.fieldErrors).flat()[0] ?? result.message);
    });
  };
  return (
    <form
      noValidate
      onSubmit={save}
      aria-label="Open a return or exchange"
      className="mt-4 space-y-3 border-t border-line pt-4"
    >
      <h3 className="font-semibold text-ink">Open a return or exchange</h3>
      <FormAlert message={alert} />
      {lines.map((l) => {
        const c = choices[l.orderLineId]!;
        const id = `open-${l.orderLineId}`;
        return (
          <fieldset
            key={l.orderLineId}
            data-order-line-id={l.orderLineId}
            className="space-y-2 rounded-lg border border-line p-3"
          >
            <legend className="sr-only">{label(l.name, l.size)}</legend>
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
              <input
                type="checkbox"
                checked={c.chosen}
                onChange={(e) => set(l.orderLineId, { chosen: e.target.checked })}
                className="size-4 accent-brand"
              />
              Bring back {label(l.name, l.size)}
              <span className="font-normal text-muted">
                · {formatPrice(l.unitPaidPaise / 100)} each
              </span>
            </label>
            {c.chosen && (
              <div className="grid gap-2 sm:grid-cols-2">
                <label className="text-sm text-ink">
                  Pieces
                  <select
                    id={`${id}-qty`}
                    value={c.qty}
                    onChange={(e) => set(l.orderLineId, { qty: Number(e.target.value) })}
                    className={inputClass}
                  >
                    {Array.from({ length: l.left }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm text-ink">
                  Why
                  <select
                    value={c.reason}
                    onChange={(e) => set(l.orderLineId, { reason: e.target.value as ReturnReason })}
                    className={inputClass}
                  >
                    {RETURN_REASONS.map((r) => (
                      <option key={r} value={r}>
                        {RETURN_REASON_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm text-ink">
                  Return or exchange
                  <select
                    value={c.action}
                    onChange={(e) => set(l.orderLineId, { action: e.target.value as ReturnAction })}
                    className={inputClass}
                  >
                    <option value="return">Return for money</option>
                    {l.options.length > 0 && <option value="exchange">Exchange</option>}
                  </select>
                </label>
                {c.action === 'exchange' && (
                  <label className="text-sm text-ink">
                    Give instead
                    <select
                      value={c.piece}
                      onChange={(e) => set(l.orderLineId, { piece: e.target.value })}
                      className={inputClass}
                    >
                      <option value="">Choose…</option>
                      {l.options.map((o) => (
                        <option key={`${o.productId}|${o.size}`} value={`${o.productId}|${o.size}`}>
                          {o.productId === l.productId ? '' : `${o.color} · `}
                          {o.size || 'one size'} · {formatPrice(o.pricePaise / 100)} ({o.left} left)
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </div>
            )}
          </fieldset>
        );
      })}
      <label className="block text-sm text-ink">
        Note (optional)
        <input
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          className={inputClass}
          autoComplete="off"
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {pending ? 'Opening…' : 'Open return'}
      </button>
    </form>
  );
}
