'use client';

import { inputClass } from '@/components/ui/form-field';
import { ScrollStrip } from '@/components/ui/scroll-strip';
import { ALL_SIZES } from '@/lib/shared/sizes';
import type { ChartDraft } from './chart-draft';

interface ChartGridProps {
  draft: ChartDraft;
  errors: Record<string, string[]>;
  onChange: (draft: ChartDraft) => void;
}

const cell = `${inputClass} mt-0 min-w-20 text-right tabular-nums`;
/** Header cells (measurement names across the top, sizes down the side) on a tinted band. */
const headerCell = 'bg-line/60 px-2 align-top font-semibold';

/** The first error of a field, linked to its input by id. */
function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <span id={id} className="mt-1 block text-xs font-semibold text-danger" aria-live="polite">
      {message ?? ''}
    </span>
  );
}

/**
 * The chart as a grid of inputs: measurement names across the top, one row per size, both drawn
 * as headers (bold, on a tinted band) so they read apart from the numbers. It scrolls sideways on
 * a phone; every cell is labelled by its size and measurement for screen readers.
 */
export function ChartGrid({ draft, errors, onChange }: ChartGridProps) {
  const set = (change: Partial<ChartDraft>) => onChange({ ...draft, ...change });
  const err = (key: string) => errors[key]?.[0];

  const setName = (j: number, name: string) =>
    set({ measurements: draft.measurements.map((m, k) => (k === j ? name : m)) });
  const removeMeasurement = (j: number) =>
    set({
      measurements: draft.measurements.filter((_, k) => k !== j),
      rows: draft.rows.map((r) => ({ ...r, values: r.values.filter((_, k) => k !== j) })),
    });
  const setRow = (i: number, change: Partial<ChartDraft['rows'][number]>) =>
    set({ rows: draft.rows.map((r, k) => (k === i ? { ...r, ...change } : r)) });
  const setValue = (i: number, j: number, value: string) =>
    setRow(i, { values: draft.rows[i]!.values.map((v, k) => (k === j ? value : v)) });

  return (
    <ScrollStrip label="Sizes and measurements" background="canvas" focusable={false}>
      <table className="border-collapse text-sm">
        <thead>
          <tr className="border-b-2 border-ink/20">
            <th scope="col" className={`${headerCell} rounded-tl-lg pt-2 text-left`}>
              Size
            </th>
            {draft.measurements.map((name, j) => (
              <th
                key={j}
                scope="col"
                className={`${headerCell} pt-2 ${j === draft.measurements.length - 1 ? 'rounded-tr-lg' : ''}`}
              >
                <input
                  id={`chart-m-${j}`}
                  value={name}
                  aria-label={`Measurement ${j + 1} name`}
                  aria-invalid={err(`measurements.${j}`) ? true : undefined}
                  aria-describedby={`chart-m-${j}-error`}
                  onChange={(e) => setName(j, e.target.value)}
                  className={`${inputClass} mt-0 min-w-28 font-semibold`}
                />
                <FieldError id={`chart-m-${j}-error`} message={err(`measurements.${j}`)} />
                <button
                  type="button"
                  onClick={() => removeMeasurement(j)}
                  disabled={draft.measurements.length === 1}
                  className="min-h-11 text-xs font-semibold text-danger disabled:opacity-40"
                  aria-label={`Remove ${name || `measurement ${j + 1}`}`}
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {draft.rows.map((row, i) => (
            <tr key={i} data-testid="chart-row">
              <th scope="row" className={`${headerCell} py-1`}>
                <select
                  id={`chart-r-${i}-size`}
                  value={row.size}
                  aria-label={`Size of row ${i + 1}`}
                  aria-invalid={err(`rows.${i}.size`) || err(`rows.${i}.values`) ? true : undefined}
                  aria-describedby={`chart-r-${i}-size-error`}
                  onChange={(e) => setRow(i, { size: e.target.value })}
                  className={`${inputClass} mt-0 min-w-20`}
                >
                  {ALL_SIZES.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </select>
                <FieldError
                  id={`chart-r-${i}-size-error`}
                  message={err(`rows.${i}.size`) ?? err(`rows.${i}.values`)}
                />
                <button
                  type="button"
                  onClick={() => set({ rows: draft.rows.filter((_, k) => k !== i) })}
                  disabled={draft.rows.length === 1}
                  className="min-h-11 text-xs font-semibold text-danger disabled:opacity-40"
                  aria-label={`Remove size ${row.size}`}
                >
                  Remove
                </button>
              </th>
              {draft.measurements.map((name, j) => {
                const key = `rows.${i}.values.${j}`;
                return (
                  <td key={j} className="px-2 py-1 align-top">
                    <input
                      id={`chart-${i}-${j}`}
                      value={row.values[j] ?? ''}
                      inputMode="decimal"
                      aria-label={`${row.size} ${name}`}
                      aria-invalid={err(key) ? true : undefined}
                      aria-describedby={`chart-${i}-${j}-error`}
                      onChange={(e) => setValue(i, j, e.target.value)}
                      className={cell}
                    />
                    <FieldError id={`chart-${i}-${j}-error`} message={err(key)} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollStrip>
  );
}
