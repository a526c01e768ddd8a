'use client';

// A discount on a line or on the whole bill: "Add discount" opens it; the kind (an amount off, a
// percentage, or the final price), the value and the reason (always asked: the sale records it).
import { useId } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/form-field';
import { DISCOUNT_KINDS, type DiscountKind } from '@/lib/shared/counter/bill';
import type { DiscountDraft } from '@/lib/browser/counter/sale-draft';

const KIND_LABELS: Record<DiscountKind, string> = {
  amount: 'Amount off (₹)',
  percent: 'Percent off (%)',
  final: 'Final price (₹)',
};

export function DiscountEditor({
  value,
  onChange,
  label,
  finalHint,
  problem,
}: {
  value: DiscountDraft | null;
  onChange(value: DiscountDraft | null): void;
  /** "Discount on Blue kurta" / "Discount on the bill": names the group for screen readers. */
  label: string;
  /** What a final price is the price of ("one piece", "the bill"). */
  finalHint: string;
  problem: string | null;
}) {
  const id = useId();
  if (value === null) {
    return (
      <button
        type="button"
        onClick={() => onChange({ kind: 'amount', value: '', reason: '' })}
        className="text-sm font-medium text-brand underline-offset-2 hover:underline"
        aria-label={`Add ${label.toLowerCase()}`}
      >
        Add discount
      </button>
    );
  }
  const set = (edit: Partial<DiscountDraft>) => onChange({ ...value, ...edit });
  return (
    <fieldset
      className="space-y-2 rounded-md border border-line p-2"
      aria-describedby={`${id}-error`}
    >
      <legend className="px-1 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`${id}-kind`} className="block text-xs text-muted">
            Kind
          </label>
          <select
            id={`${id}-kind`}
            value={value.kind}
            onChange={(e) => set({ kind: e.target.value as DiscountKind })}
            className={inputClass}
          >
            {DISCOUNT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-value`} className="block text-xs text-muted">
            {value.kind === 'final'
              ? `Price of ${finalHint}`
              : value.kind === 'percent'
                ? 'Percent'
                : 'Rupees'}
          </label>
          <input
            id={`${id}-value`}
            inputMode="decimal"
            autoComplete="off"
            value={value.value}
            onChange={(e) => set({ value: e.target.value })}
            aria-invalid={problem ? true : undefined}
            className={inputClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="block text-xs text-muted">
          Reason (kept with the sale)
        </label>
        <input
          id={`${id}-reason`}
          maxLength={120}
          autoComplete="off"
          value={value.reason}
          onChange={(e) => set({ reason: e.target.value })}
          className={inputClass}
        />
      </div>
      <p id={`${id}-error`} aria-live="polite" className="text-sm text-danger empty:hidden">
        {problem}
      </p>
      <button
        type="button"
        onClick={() => onChange(null)}
        className={buttonStyles.compact.secondary}
      >
        Remove discount
      </button>
    </fieldset>
  );
}
