'use client';

import { useId } from 'react';
import type { SizeChoice } from '@/lib/browser/cart/refresh-facts';
import { FEW_LEFT } from '@/lib/shared/sizes';

interface LineSizeSelectProps {
  /** The product's name, for the control's accessible name. */
  name: string;
  /** The line's chosen size, or null for a line without one. */
  current: string | null;
  choices: readonly SizeChoice[];
  onChange(size: string): void;
}

/** What an option says after the size: sold out, or a few left. */
function note(choice: SizeChoice): string {
  if (!choice.available) return ' — sold out';
  return choice.stock <= FEW_LEFT ? ` — only ${choice.stock} left` : '';
}

/** The row's layout, the same for the choice and its stand-in, so one replaces the other in place. */
const ROW = 'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm';

/**
 * The size of a cart line, changeable to another offered size in stock. A native
 * select: keyboard and screen readers know it, and it fits 375 px. Sold-out sizes stay listed,
 * disabled and marked; the line's own size is shown even when it sold out.
 */
export function LineSizeSelect({ name, current, choices, onChange }: LineSizeSelectProps) {
  const id = useId();
  return (
    <div className={ROW}>
      <label htmlFor={id} className="whitespace-nowrap text-muted">
        Change size<span className="sr-only"> of {name}</span>
      </label>
      <select
        id={id}
        value={current ?? ''}
        onChange={(event) => {
          if (event.target.value !== '') onChange(event.target.value);
        }}
        data-testid="line-size"
        className="min-h-10 w-44 max-w-full rounded-md border border-line bg-surface px-2 py-1 text-sm text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      >
        {current === null && (
          <option value="" disabled>
            Choose…
          </option>
        )}
        {choices.map((choice) => (
          <option
            key={choice.size}
            value={choice.size}
            disabled={!choice.available && choice.size !== current}
          >
            {choice.size}
            {note(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The choice's room while the cart refresh learns the sizes (the select has a fixed width, so
 * the row wraps the same way): the lines below do not move when it arrives (CLS).
 */
export function LineSizePending() {
  return (
    <div className={ROW} aria-hidden data-testid="line-size-pending">
      <span className="whitespace-nowrap text-muted">Change size</span>
      <span className="min-h-10 w-44 max-w-full rounded-md border border-line bg-canvas" />
    </div>
  );
}
