'use client';

import {
  get,
  type FieldError,
  type UseFieldArrayReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { inputClass } from '@/components/ui/form-field';
import { ScrollStrip } from '@/components/ui/scroll-strip';
import { ALL_SIZES } from '@/lib/shared/sizes';
import type { ChartDraft } from './chart-draft';

interface ChartGridProps {
  form: UseFormReturn<ChartDraft>;
  /** The rows as a field array: a size added or removed keeps every other row's inputs. */
  rows: UseFieldArrayReturn<ChartDraft, 'rows'>;
  /** The chart as typed so far (the labels and counts follow it). */
  draft: ChartDraft;
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
export function ChartGrid({ form, rows, draft }: ChartGridProps) {
  const { register, setValue, getValues } = form;
  const err = (key: string) => (get(form.formState.errors, key) as FieldError | undefined)?.message;

  /** A measurement's column goes from the names and from every row. */
  const removeMeasurement = (j: number) => {
    const { measurements, rows: all } = getValues();
    setValue(
      'measurements',
      measurements.filter((_, k) => k !== j),
    );
    all.forEach((row, i) =>
      setValue(
        `rows.${i}.values`,
        row.values.filter((_, k) => k !== j),
      ),
    );
  };

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
                  {...register(`measurements.${j}`)}
                  aria-label={`Measurement ${j + 1} name`}
                  aria-invalid={err(`measurements.${j}`) ? true : undefined}
                  aria-describedby={`chart-m-${j}-error`}
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
          {rows.fields.map((field, i) => {
            const row = draft.rows[i] ?? field;
            return (
              <tr key={field.id} data-testid="chart-row">
                <th scope="row" className={`${headerCell} py-1`}>
                  <select
                    id={`chart-r-${i}-size`}
                    {...register(`rows.${i}.size`)}
                    aria-label={`Size of row ${i + 1}`}
                    aria-invalid={
                      err(`rows.${i}.size`) || err(`rows.${i}.values`) ? true : undefined
                    }
                    aria-describedby={`chart-r-${i}-size-error`}
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
                    onClick={() => rows.remove(i)}
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
                        {...register(`rows.${i}.values.${j}`)}
                        inputMode="decimal"
                        aria-label={`${row.size} ${name}`}
                        aria-invalid={err(key) ? true : undefined}
                        aria-describedby={`chart-${i}-${j}-error`}
                        className={cell}
                      />
                      <FieldError id={`chart-${i}-${j}-error`} message={err(key)} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollStrip>
  );
}
