'use client';

import { useId, useState, useSyncExternalStore, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ScrollStrip } from '@/components/ui/scroll-strip';
import { readUnitPreference, writeUnitPreference } from '@/lib/browser/size-guide/unit-preference';
import type { ChartUnit, ProductSizeChart } from '@/lib/shared/size-charts/chart';
import { SizeChartTable } from './size-chart-table';

interface SizeGuideDialogProps {
  chart: ProductSizeChart;
  chosen: string | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

const noSubscribe = () => () => {};

/**
 * The size guide: the product's chart with the chosen size's row marked, a cm/inches switch the
 * browser remembers, the fit note and how to measure. Loaded when first opened.
 */
export default function SizeGuideDialog({
  chart,
  chosen,
  onClose,
  returnFocusTo,
}: SizeGuideDialogProps) {
  const titleId = useId();
  const remembered = useSyncExternalStore(noSubscribe, readUnitPreference, () => null);
  const [picked, setPicked] = useState<ChartUnit | null>(null);
  const unit = picked ?? remembered ?? chart.unit;

  function choose(next: ChartUnit) {
    setPicked(next);
    writeUnitPreference(next);
  }

  return (
    <Dialog
      title="Size guide"
      titleId={titleId}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="wide"
    >
      {chart.fitNote ? (
        <p className="rounded-md bg-canvas px-3 py-2 text-sm font-semibold">{chart.fitNote}</p>
      ) : null}
      <fieldset className="flex items-center gap-4 text-sm">
        <legend className="sr-only">Unit</legend>
        {(['cm', 'in'] as const).map((u) => (
          <label key={u} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${titleId}-unit`}
              value={u}
              checked={unit === u}
              onChange={() => choose(u)}
              className="size-4 accent-brand"
            />
            {u === 'cm' ? 'cm' : 'Inches'}
          </label>
        ))}
      </fieldset>
      <SizeChartTable
        chart={chart}
        unit={unit}
        chosen={chosen}
        caption="Garment measurements"
        strip={ScrollStrip}
      />
      {chart.howToMeasure ? (
        <section aria-labelledby={`${titleId}-how`}>
          <h3 id={`${titleId}-how`} className="text-sm font-semibold">
            How to measure
          </h3>
          <p className="mt-1 text-sm leading-relaxed text-muted">{chart.howToMeasure}</p>
        </section>
      ) : null}
    </Dialog>
  );
}
