import type { ReactNode } from 'react';
import type { FieldErrors as FormErrors, UseFormRegister } from 'react-hook-form';
import { FieldError, inputClass } from '@/components/ui/form-field';
import { RETURN_REASON_LABELS, RETURN_REASONS } from '@/lib/shared/returns/states';
import type { ShopperLineOffer } from '@/lib/shared/returns/view';

// One ticked item of the shopper's ask: how many pieces, for an exchange the size wanted (only
// sizes in stock now), and the reason. Each select's visible label is short ("Pieces"); its
// accessible name names the item ("Pieces for Cotton kurta"), so a screen reader and a test can
// tell the items' selects apart.

export interface AskFormRow {
  picked: boolean;
  qty: string;
  reason: string;
  newSize: string;
}

export interface AskFormValues {
  rows: AskFormRow[];
  note: string;
}

export function ShopperAskChoices({
  line,
  index,
  exchange,
  register,
  errors,
}: {
  line: ShopperLineOffer;
  index: number;
  exchange: boolean;
  register: UseFormRegister<AskFormValues>;
  errors: FormErrors<AskFormRow> | undefined;
}) {
  const id = `ask-${line.orderLineId}`;
  return (
    <div className="mt-2 grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-3">
      <Choice id={`${id}-qty`} label="Pieces" item={line.name} error={errors?.qty?.message}>
        <select
          {...register(`rows.${index}.qty`)}
          {...controlProps(`${id}-qty`, errors?.qty?.message)}
        >
          {Array.from({ length: line.left }, (_, n) => (
            <option key={n + 1} value={String(n + 1)}>
              {n + 1}
            </option>
          ))}
        </select>
      </Choice>
      {exchange ? (
        <Choice
          id={`${id}-size`}
          label="Size wanted"
          item={line.name}
          error={errors?.newSize?.message}
        >
          <select
            {...register(`rows.${index}.newSize`)}
            {...controlProps(`${id}-size`, errors?.newSize?.message)}
          >
            <option value="">Choose a size</option>
            {line.exchangeSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Choice>
      ) : null}
      <Choice id={`${id}-reason`} label="Reason" item={line.name} error={errors?.reason?.message}>
        <select
          {...register(`rows.${index}.reason`)}
          {...controlProps(`${id}-reason`, errors?.reason?.message)}
        >
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </Choice>
    </div>
  );
}

const controlProps = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': `${id}-error`,
  className: inputClass,
});

/** A labelled select for one item: the visible label is short, the accessible one names the item. */
function Choice({
  id,
  label,
  item,
  error,
  children,
}: {
  id: string;
  label: string;
  item: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        <span className="sr-only"> for {item}</span>
      </label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
