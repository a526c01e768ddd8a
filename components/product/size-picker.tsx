'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { SizeOption } from './size-choice';

interface SizePickerProps {
  options: readonly SizeOption[];
  value: string | null;
  /** The chosen size changed (a click, Space, Enter or an arrow key). */
  onChange: (size: string) => void;
  /**
   * The shopper settled on a size: a click, Space or Enter, not an arrow key, which only moves
   * (the card's size sheet adds on this, so arrowing past M to L never adds M).
   */
  onCommit?: (size: string) => void;
  /** Ids of the hints that describe the group ("Please choose a size", "Only 2 left in M"). */
  describedBy?: string;
  invalid?: boolean;
  groupRef?: Ref<HTMLFieldSetElement>;
  /** Beside the "Size" label: the size guide's link. */
  labelExtra?: ReactNode;
}

/** Moves focus into a size picker: its chosen radio, else its first choosable one, else the group. */
export function focusSizePicker(group: HTMLElement | null): void {
  const radio =
    group?.querySelector<HTMLElement>('input:checked:enabled') ??
    group?.querySelector<HTMLElement>('input:enabled');
  (radio ?? group)?.focus();
}

const chip =
  'relative inline-flex min-h-11 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-semibold transition-colors';
const looks = {
  open: 'border-line bg-surface text-ink hover:border-brand',
  /** Add to Cart was pressed without a size: the choosable chips are outlined in red. */
  missing: 'border-danger bg-surface text-ink hover:border-brand',
  soldOut: 'cursor-not-allowed border-dashed border-line bg-canvas text-muted',
} as const;
/** The checked chip: filled, or only outlined when it is sold out (opened for it). */
const checked = {
  choosable: 'has-checked:border-brand has-checked:bg-brand has-checked:text-white',
  soldOut: 'has-checked:border-brand',
} as const;

const isRadio = (target: EventTarget): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.type === 'radio';

/**
 * The sizes as native radios in a fieldset (one tab stop, the arrow keys move and choose, screen
 * readers hear a radio group), each drawn as a chip: the radio covers its chip without a look of
 * its own, so the shop's focus ring goes round the chip. Sold-out sizes stay visible, struck
 * through and disabled, and say "sold out" to screen readers; a sold-out size can still show as
 * chosen when the page was opened for it (?size=M), so Notify me can name it: that radio is only
 * aria-disabled, as a disabled checked radio would take the whole group out of the Tab order.
 */
export function SizePicker({
  options,
  value,
  onChange,
  onCommit,
  describedBy,
  invalid,
  groupRef,
  labelExtra,
}: SizePickerProps) {
  const name = useId();
  // An arrow key checks the next radio through a click the browser makes: that click only moves.
  const arrowing = useRef(false);

  /** Enter on a radio: the size is chosen and settled on, as a click or Space would. */
  function settle(size: string) {
    if (options.find((o) => o.size === size)?.soldOut !== false) return;
    if (size !== value) onChange(size);
    onCommit?.(size);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key.startsWith('Arrow')) arrowing.current = true;
    // A radio has no Enter of its own: here it settles on the size, as Space does.
    if (event.key === 'Enter' && isRadio(event.target)) {
      event.preventDefault();
      settle(event.target.value);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        {/* The legend names the group for screen readers; this is its look beside the guide. */}
        <span aria-hidden="true" className="text-sm font-semibold text-ink">
          Size
        </span>
        {labelExtra}
      </div>
      <fieldset
        ref={groupRef}
        role="radiogroup"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onKeyUp={() => {
          arrowing.current = false;
        }}
        className="flex flex-wrap gap-2 rounded-md"
      >
        <legend className="sr-only">Size</legend>
        {options.map((option) => {
          const chosen = option.size === value;
          const look = option.soldOut ? 'soldOut' : invalid ? 'missing' : 'open';
          return (
            <label
              key={option.size}
              className={`${chip} ${looks[look]} ${checked[option.soldOut ? 'soldOut' : 'choosable']}`}
            >
              <input
                type="radio"
                name={name}
                value={option.size}
                checked={chosen}
                disabled={option.soldOut && !chosen}
                aria-disabled={option.soldOut && chosen ? true : undefined}
                aria-label={option.soldOut ? `${option.size}, sold out` : undefined}
                onChange={() => onChange(option.size)}
                onClick={() => !arrowing.current && !option.soldOut && onCommit?.(option.size)}
                className="absolute inset-0 cursor-[inherit] appearance-none rounded-md"
              />
              <span className={option.soldOut ? 'line-through decoration-2' : undefined}>
                {option.size}
              </span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
