'use client';

import type { MouseEvent } from 'react';

// 44 px touch targets below 1280 px, where the list is cards; the table's bar is denser.
const ACTION =
  'inline-flex min-h-11 items-center justify-center rounded-lg border bg-surface px-3 text-sm font-semibold whitespace-nowrap xl:min-h-9';
const NEUTRAL = `${ACTION} border-line text-ink hover:bg-canvas`;
const DANGER = `${ACTION} border-danger/40 text-danger hover:bg-danger/5`;

/**
 * Select all, how many are selected, and what to do with them: edit, print their tags (a page
 * of its own, in a new tab) or delete. On phones the actions take a row of their own, three
 * equal buttons with short labels ("Edit", "Delete"); their names stay "Edit selected" and
 * "Delete selected" for screen readers.
 */
export function SelectionBar({
  total,
  selectedIds,
  allSelected,
  onSelectAll,
  onEditSelected,
  onDeleteSelected,
  onNoneSelected,
}: {
  total: number;
  selectedIds: readonly number[];
  allSelected: boolean;
  onSelectAll: (checked: boolean) => void;
  onEditSelected: () => void;
  onDeleteSelected: () => void;
  /** Print tags with nothing selected: the table says so instead of opening an empty page. */
  onNoneSelected: () => void;
}) {
  const selectedCount = selectedIds.length;
  const printHref = `/admin/tags?ids=${selectedIds.join(',')}`;
  const printClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (selectedCount > 0) return;
    e.preventDefault();
    onNoneSelected();
  };
  // One inline span: as a flex item of its own, the word would lose its leading space.
  const label = (verb: string) => (
    <span>
      {verb}
      <span className="sr-only sm:not-sr-only"> selected</span>
    </span>
  );

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-canvas/60 px-3 py-2 md:px-4">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
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
      <span aria-live="polite" className="ml-auto text-sm text-muted">
        {selectedCount > 0 ? `${selectedCount} selected` : ''}
      </span>
      <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto">
        <button type="button" onClick={onEditSelected} aria-haspopup="dialog" className={NEUTRAL}>
          {label('Edit')}
        </button>
        <a href={printHref} target="_blank" rel="noopener" onClick={printClick} className={NEUTRAL}>
          Print tags<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button type="button" onClick={onDeleteSelected} className={DANGER}>
          {label('Delete')}
        </button>
      </div>
    </div>
  );
}
