'use client';

/** Select all, how many are selected, and the bulk delete button. */
export function SelectionBar({
  total,
  selectedCount,
  allSelected,
  onSelectAll,
  onDeleteSelected,
}: {
  total: number;
  selectedCount: number;
  allSelected: boolean;
  onSelectAll: (checked: boolean) => void;
  onDeleteSelected: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-canvas/60 px-3 py-2.5 md:px-4">
      <label className="flex items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          checked={allSelected}
          ref={(el) => {
            if (el) el.indeterminate = selectedCount > 0 && !allSelected;
          }}
          disabled={total === 0}
          onChange={(e) => onSelectAll(e.target.checked)}
          className="size-5 accent-brand"
        />
        Select all
      </label>
      <div className="flex items-center gap-3">
        <span aria-live="polite" className="text-sm text-muted">
          {selectedCount > 0 ? `${selectedCount} selected` : ''}
        </span>
        <button
          type="button"
          onClick={onDeleteSelected}
          className="rounded-lg border border-danger/40 bg-surface px-3 py-1.5 text-sm font-semibold text-danger hover:bg-danger/5"
        >
          Delete selected
        </button>
      </div>
    </div>
  );
}
