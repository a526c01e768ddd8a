import type { CataloguePreview } from '@/lib/shared/catalogue-csv/result';
import { formatCount } from '@/lib/shared/counts';

/** The preview in numbers: rows read, to add, to change, unchanged, problems. */
export function PreviewCounts({ preview }: { preview: CataloguePreview }) {
  const counts = [
    { label: 'Rows', value: preview.rows, tone: 'text-ink' },
    { label: 'To add', value: preview.creates, tone: 'text-success' },
    { label: 'To change', value: preview.updates, tone: 'text-brand' },
    { label: 'Unchanged', value: preview.unchanged, tone: 'text-muted' },
    {
      label: 'Problems',
      value: preview.errorCount,
      tone: preview.errorCount ? 'text-danger' : 'text-muted',
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {counts.map(({ label, value, tone }) => (
        <div
          key={label}
          data-testid={`csv-count-${label.toLowerCase().replace(' ', '-')}`}
          className="rounded-xl border border-line bg-surface px-3 py-2"
        >
          <dt className="text-xs font-medium text-muted">{label}</dt>
          <dd className={`font-display text-2xl tabular-nums ${tone}`}>{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
