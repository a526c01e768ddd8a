'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { SizeChartTable } from '@/components/product/size-chart-table';
import { buttonStyles } from '@/components/ui/button-styles';
import { ScrollStrip } from '@/components/ui/scroll-strip';
import { FormAlert } from '@/components/ui/form-alert';
import { inputClass } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import type { SizeChart } from '@/lib/shared/size-charts/chart';
import { CHART_KINDS } from '@/lib/shared/size-charts/kinds';
import { MAX_MEASUREMENTS, sizeChartSchema } from '@/lib/shared/validation/size-chart';
import { deleteSizeChartAction, saveSizeChartAction } from './actions';
import { ChartGrid } from './chart-grid';
import { draftOf, nextSize, type ChartDraft } from './chart-draft';

/**
 * The field a refused save sends the keyboard to: the first marked invalid, in the order the
 * form reads; for a message about the whole grid (too many measurements), the button it is about.
 */
function firstErrorTarget(form: HTMLFormElement): HTMLElement | null {
  return (
    form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form.querySelector<HTMLElement>('[aria-describedby="chart-measurements-error"]')
  );
}

/**
 * The owner's chart editor: name, kind of garment (the chart every product of that kind uses) or
 * none (a chart products pick as their own), unit, the grid, how to measure, and a preview of the
 * guide shoppers see. Every cell is checked by the shared schema here and again on the server;
 * a refused chart saves nothing, each message sits on its field and the first of them takes
 * the focus.
 */
export function SizeChartEditor({ chart }: { chart: SizeChart | null }) {
  const router = useRouter();
  const form = useForm<ChartDraft>({ defaultValues: draftOf(chart) });
  const { register, control, setValue, getValues } = form;
  const rows = useFieldArray({ control, name: 'rows' });
  const draft = useWatch({ control }) as ChartDraft;
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  /** Counts refused saves: each moves the focus to the first error once its messages show. */
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0 && formRef.current) firstErrorTarget(formRef.current)?.focus();
  }, [refusals]);
  const preview = sizeChartSchema.safeParse(draft);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    form.clearErrors();
    startTransition(async () => {
      const result = await saveSizeChartAction(chart?.id ?? null, getValues());
      if (result.ok) {
        toast.success('Chart saved. Product pages show it now.');
        router.push('/admin/size-charts');
        return;
      }
      setFormError(applyServerErrors(form, result.fieldErrors, { message: result.message }).alert);
      setRefusals((n) => n + 1);
    });
  }

  function remove() {
    if (!chart || !window.confirm(`Delete the chart “${chart.name}”?`)) return;
    startTransition(async () => {
      const result = await deleteSizeChartAction(chart.id);
      if (!result.ok) return setFormError(result.message);
      toast.success('Chart deleted.');
      router.push('/admin/size-charts');
    });
  }

  const fieldError = (key: 'name' | 'kind' | 'how_to_measure' | 'measurements' | 'rows') =>
    errors[key]?.message;
  const addMeasurement = () => {
    const { measurements, rows: all } = getValues();
    setValue('measurements', [...measurements, '']);
    all.forEach((row, i) => setValue(`rows.${i}.values`, [...row.values, '']));
  };
  const addSize = () => {
    const { measurements, rows: all } = getValues();
    rows.append({ size: nextSize(all), values: measurements.map(() => '') });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Size chart" className="space-y-5">
      <FormAlert message={formError} />
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm sm:col-span-1">
          <span className="font-medium">Name</span>
          <input
            id="chart-name"
            {...register('name')}
            aria-invalid={fieldError('name') ? true : undefined}
            aria-describedby="chart-name-error"
            className={inputClass}
          />
          <span
            id="chart-name-error"
            className="text-xs font-semibold text-danger"
            aria-live="polite"
          >
            {fieldError('name') ?? ''}
          </span>
        </label>
        <label className="text-sm">
          <span className="font-medium">Used by</span>
          <select
            id="chart-kind"
            {...register('kind')}
            aria-invalid={fieldError('kind') ? true : undefined}
            aria-describedby="chart-kind-error"
            className={inputClass}
          >
            {CHART_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                Every product of: {k.label}
              </option>
            ))}
            <option value="">Products that choose it</option>
          </select>
          <span
            id="chart-kind-error"
            className="text-xs font-semibold text-danger"
            aria-live="polite"
          >
            {fieldError('kind') ?? ''}
          </span>
        </label>
        <label className="text-sm">
          <span className="font-medium">Unit</span>
          <select {...register('unit')} className={inputClass}>
            <option value="cm">Centimetres</option>
            <option value="in">Inches</option>
          </select>
        </label>
      </div>
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-sm font-semibold">Sizes and measurements</legend>
        <ChartGrid form={form} rows={rows} draft={draft} />
        <p
          id="chart-measurements-error"
          className="text-xs font-semibold text-danger"
          aria-live="polite"
        >
          {fieldError('measurements') ?? fieldError('rows') ?? ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={addSize} className={buttonStyles.compact.secondary}>
            Add size
          </button>
          <button
            type="button"
            onClick={addMeasurement}
            aria-describedby="chart-measurements-error"
            className={buttonStyles.compact.secondary}
          >
            Add measurement
          </button>
        </div>
        <p className="text-xs text-muted">
          Numbers above 0, one decimal place at most; up to {MAX_MEASUREMENTS} measurements.
        </p>
      </fieldset>
      <label className="block text-sm">
        <span className="font-medium">How to measure</span>
        <textarea
          {...register('how_to_measure')}
          rows={3}
          aria-invalid={fieldError('how_to_measure') ? true : undefined}
          aria-describedby="chart-how-error"
          className={inputClass}
        />
        <span id="chart-how-error" className="text-xs font-semibold text-danger" aria-live="polite">
          {fieldError('how_to_measure') ?? ''}
        </span>
      </label>
      <section
        aria-labelledby="chart-preview"
        className="rounded-xl border border-line bg-canvas p-3"
      >
        <h2 id="chart-preview" className="text-sm font-semibold">
          Preview
        </h2>
        {preview.success ? (
          <SizeChartTable
            chart={{ ...preview.data, howToMeasure: preview.data.how_to_measure, fitNote: '' }}
            caption="What shoppers see"
            background="canvas"
            strip={ScrollStrip}
          />
        ) : (
          <p className="mt-1 text-sm text-muted">The preview shows once every cell is a number.</p>
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={buttonStyles.compact.primary}>
          {pending ? 'Saving…' : 'Save chart'}
        </button>
        {chart ? (
          <button
            type="button"
            onClick={remove}
            disabled={pending}
            className={buttonStyles.compact.dangerOutline}
          >
            Delete chart
          </button>
        ) : null}
      </div>
    </form>
  );
}
