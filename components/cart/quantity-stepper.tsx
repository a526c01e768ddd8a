'use client';

import { useState } from 'react';

interface QuantityStepperProps {
  value: number;
  /** Highest allowed quantity (the known stock, or the cart's limit). */
  max: number;
  /** What the quantity is of, for the controls' names ("Linen Shirt"). */
  label: string;
  disabled?: boolean;
  onChange(qty: number): void;
}

const step =
  'grid size-10 place-items-center text-lg font-semibold text-brand hover:bg-brand/5 disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent';

/** − [qty] + : never below 1 nor above `max`; the field also takes a typed number. */
export function QuantityStepper({
  value,
  max,
  label,
  disabled = false,
  onChange,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const n = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isFinite(n)) onChange(Math.min(max, Math.max(1, n)));
  }

  return (
    <div
      className={`inline-flex items-center overflow-hidden rounded-md border border-line bg-surface ${disabled ? 'opacity-60' : ''}`}
    >
      <button
        type="button"
        className={step}
        aria-label={`Decrease quantity of ${label}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={draft ?? String(value)}
        disabled={disabled}
        aria-label={`Quantity of ${label}`}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(null);
        }}
        className="h-10 w-12 border-x border-line text-center tabular-nums [appearance:textfield] disabled:bg-canvas [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={step}
        aria-label={`Increase quantity of ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
