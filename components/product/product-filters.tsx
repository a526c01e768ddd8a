'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { FilterFields, type FilterFieldsProps } from './filter-fields';

interface ProductFiltersProps extends Omit<FilterFieldsProps, 'idPrefix' | 'onChange'> {
  /** The listing's path; the form is a GET form, so the choice lives in the URL. */
  action: string;
  /** Parameters that say which listing this is (the search text, the imported filter). */
  keep: [string, string][];
  /** The sort used when the URL names none (left out of the URL). */
  defaultSort: string;
  /** How many filters are on (shown on the phone's button). */
  active: number;
  /** Shown when any filter is on. */
  clearHref?: string;
  /** 'bar' above the grid from 769 px; 'sheet' a bottom sheet on phones. */
  layout: 'bar' | 'sheet';
}

/** The form's values as a URL: empty fields and the default sort left out. */
function urlOf(form: HTMLFormElement, action: string, defaultSort: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || !value || (name === 'sort' && value === defaultSort)) continue;
    params.append(name, value);
  }
  const query = params.toString();
  return query ? `${action}?${query}` : action;
}

/**
 * Sort and filters of a listing (category, all products, search results) as a GET form: without
 * JavaScript it submits as it is; with it, the bar applies each change at once and the sheet on
 * "Show results", both through the router with a tidy URL. On phones the sheet is a <details>,
 * so it opens and closes without JavaScript too.
 */
export function ProductFilters({
  action,
  keep,
  defaultSort,
  active,
  clearHref,
  layout,
  ...fields
}: ProductFiltersProps) {
  const router = useRouter();
  const sheet = useRef<HTMLDetailsElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sheet.current) sheet.current.open = false;
    router.push(urlOf(event.currentTarget, action, defaultSort), { scroll: false });
  }
  const apply = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    event.currentTarget.form?.requestSubmit();

  // The sheet closes on Escape and on a tap outside it, as a dialog would.
  useEffect(() => {
    const details = sheet.current;
    if (!details) return;
    const close = (event: Event) => {
      if (!details.open) return;
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !details.contains(event.target as Node)
      ) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, []);

  const form = (
    <form
      action={action}
      method="get"
      onSubmit={submit}
      aria-label="Sort and filter products"
      className={
        layout === 'bar'
          ? 'grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] items-end gap-3 rounded-xl border border-line bg-surface p-4'
          : 'grid grid-cols-2 items-end gap-3 px-4 pb-4'
      }
    >
      {keep
        .filter(([name]) => !(fields.mains && name === 'main'))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      <FilterFields idPrefix={layout} {...fields} onChange={layout === 'bar' ? apply : undefined} />
      <div
        className={`flex items-center gap-3 ${layout === 'sheet' ? 'col-span-2 justify-between' : 'justify-end'}`}
      >
        {clearHref ? (
          <Link
            href={clearHref}
            className="text-sm font-semibold text-brand underline underline-offset-2"
          >
            Clear filters
          </Link>
        ) : null}
        {layout === 'sheet' ? (
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand px-5 text-sm font-semibold text-white"
          >
            Show results
          </button>
        ) : (
          <noscript>
            <button
              type="submit"
              className="min-h-11 rounded-md bg-brand px-4 text-sm font-semibold text-white"
            >
              Apply
            </button>
          </noscript>
        )}
      </div>
    </form>
  );

  if (layout === 'bar') return <div className="max-[768px]:hidden">{form}</div>;
  return (
    <details ref={sheet} className="filter-sheet min-[769px]:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-center gap-2 rounded-md border border-line bg-surface px-4 text-sm font-semibold text-ink">
        <span className="filter-sheet-open">Filter &amp; sort{active ? ` (${active})` : ''}</span>
        <span className="filter-sheet-close">Close filters</span>
      </summary>
      {form}
    </details>
  );
}
