'use client';

import { useEffect, useRef, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { saveCountEntryAction } from './actions';

type Saving = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/** '' → null (not counted), whole pieces → the number, anything else → undefined (refused). */
function readCounted(text: string): number | null | undefined {
  const plain = text.trim();
  if (plain === '') return null;
  return /^\d{1,6}$/.test(plain) ? Number(plain) : undefined;
}

/**
 * One size's count on the sheet: a number input saved as the owner types (after a short pause,
 * and on leaving the field), one save after another, so the last typed is the one kept.
 */
export function CountEntry({
  countId,
  productId,
  size,
  label,
  initial,
  onCounted,
}: {
  countId: number;
  productId: number;
  size: string | null;
  /** What the input is called for screen readers ("Blue kurta, size M"). */
  label: string;
  initial: number | null;
  onCounted(counted: number | null): void;
}) {
  const id = `count-${productId}-${size ?? 'all'}`;
  const [text, setText] = useState(initial === null ? '' : String(initial));
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  const queue = useRef<Promise<void>>(Promise.resolve());
  const stored = useRef<number | null>(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function save(value: string) {
    clearTimeout(timer.current);
    const counted = readCounted(value);
    if (counted === undefined) {
      setSaving({ kind: 'error', message: 'Enter whole pieces, 0 or more.' });
      return;
    }
    onCounted(counted);
    queue.current = queue.current.then(async () => {
      if (counted === stored.current) return setSaving({ kind: 'saved' });
      setSaving({ kind: 'saving' });
      const input = { countId, productId, size: size ?? '', counted };
      const result = await saveCountEntryAction(input).catch(() => null);
      if (result?.ok) {
        stored.current = counted;
        setSaving({ kind: 'saved' });
      } else {
        setSaving({
          kind: 'error',
          message: result?.message ?? 'Not saved: check the connection.',
        });
      }
    });
  }

  const error = saving.kind === 'error' ? saving.message : null;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <input
        id={id}
        value={text}
        inputMode="numeric"
        enterKeyHint="next"
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-state`}
        onChange={(e) => {
          setText(e.target.value);
          clearTimeout(timer.current);
          const value = e.target.value;
          timer.current = setTimeout(() => save(value), 800);
        }}
        onBlur={() => save(text)}
        className={`${inputClass} mt-0 w-24 text-center tabular-nums`}
      />
      <span
        id={`${id}-state`}
        aria-live="polite"
        className={`shrink-0 text-xs ${error ? 'w-28 text-danger' : 'w-14 text-muted'}`}
      >
        {error ?? (saving.kind === 'saving' ? 'Saving…' : saving.kind === 'saved' ? 'Saved' : '')}
      </span>
    </div>
  );
}
