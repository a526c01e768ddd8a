'use client';

import { useId, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { nextChoosable, tabStop, type SizeOption } from './size-choice';

interface SizePickerProps {
  options: readonly SizeOption[];
  value: string | null;
  /** The chosen size changed (a click, Enter, Space or an arrow key). */
  onChange: (size: string) => void;
  /**
   * The shopper settled on a size: a click, Enter or Space, not an arrow key, which only moves
   * (the card's size sheet adds on this, so arrowing past M to L never adds M).
   */
  onCommit?: (size: string) => void;
  /** Ids of the hints that describe the group ("Please choose a size", "Only 2 left in M"). */
  describedBy?: string;
  invalid?: boolean;
  groupRef?: Ref<HTMLDivElement>;
  /** Beside the "Size" label: the size guide's link. */
  labelExtra?: ReactNode;
}

/** Moves focus into a size picker: its tab stop, or the group itself when every size is sold out. */
export function focusSizePicker(group: HTMLElement | null): void {
  const stop = group?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]');
  (stop ?? group)?.focus();
}

const chip =
  'inline-flex min-h-11 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-semibold transition-colors';
const chipStates = {
  chosen: 'border-brand bg-brand text-white',
  open: 'border-line bg-surface text-ink hover:border-brand',
  /** Add to Cart was pressed without a size: the choosable chips are outlined in red. */
  missing: 'border-danger bg-surface text-ink hover:border-brand',
  soldOut: 'cursor-not-allowed border-dashed border-line bg-canvas text-muted',
  soldOutChosen: 'cursor-not-allowed border-dashed border-brand bg-canvas text-muted',
} as const;

/**
 * The sizes as one single-choice group (the WAI-ARIA radio group: one tab stop, the arrow keys
 * move and choose, Home/End jump). Sold-out sizes stay visible, struck through and disabled, and
 * say "sold out" to screen readers; a sold-out size can still show as chosen when the page was
 * opened for it (?size=M), so Notify me can name it.
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
  const labelId = useId();
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const stop = tabStop(options, value);

  function moveTo(index: number) {
    const option = options[index];
    if (index < 0 || !option) return;
    chips.current[index]?.focus();
    if (option.size !== value) onChange(option.size);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = options.findIndex((o) => o.size === (event.target as HTMLElement).dataset.size);
    const at = from >= 0 ? from : stop;
    const moves: Record<string, () => number> = {
      ArrowRight: () => nextChoosable(options, at, 1),
      ArrowDown: () => nextChoosable(options, at, 1),
      ArrowLeft: () => nextChoosable(options, at, -1),
      ArrowUp: () => nextChoosable(options, at, -1),
      Home: () => nextChoosable(options, -1, 1),
      End: () => nextChoosable(options, 0, -1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  }

  function choose(size: string) {
    if (size !== value) onChange(size);
    onCommit?.(size);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-semibold text-ink">
          Size
        </span>
        {labelExtra}
      </div>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2 rounded-md"
      >
        {options.map((option, i) => {
          const chosen = option.size === value;
          const state = option.soldOut
            ? chosen
              ? 'soldOutChosen'
              : 'soldOut'
            : chosen
              ? 'chosen'
              : invalid
                ? 'missing'
                : 'open';
          return (
            <button
              key={option.size}
              ref={(el) => {
                chips.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={chosen}
              disabled={option.soldOut}
              tabIndex={i === stop ? 0 : -1}
              data-size={option.size}
              aria-label={option.soldOut ? `${option.size}, sold out` : undefined}
              onClick={() => choose(option.size)}
              className={`${chip} ${chipStates[state]}`}
            >
              <span className={option.soldOut ? 'line-through decoration-2' : undefined}>
                {option.size}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
