'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
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
}

/** Phones show the form as a sheet; wider screens as a bar above the grid. */
const PHONE = '(max-width: 768px)';

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
 * Sort and filters of a listing (category, all products, search results) as one GET form. From
 * 769 px it is a bar that applies each change at once; on phones a "Filter & sort" button opens it
 * as a bottom sheet that applies on "Show results". The sheet is a checkbox and labels (the
 * button, the dimmed page behind, "Close"), so it opens, closes and submits without JavaScript;
 * with it, Escape closes it and the URL is kept tidy (no empty fields, no default sort).
 */
export function ProductFilters({
  action,
  keep,
  defaultSort,
  active,
  ...fields
}: ProductFiltersProps) {
  const router = useRouter();
  const toggleId = useId();
  const toggle = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (toggle.current) toggle.current.checked = false;
    router.push(urlOf(event.currentTarget, action, defaultSort), { scroll: false });
  }
  const apply = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (!window.matchMedia(PHONE).matches) event.currentTarget.form?.requestSubmit();
  };

  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !toggle.current?.checked) return;
      toggle.current.checked = false;
      toggle.current.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, []);

  const button = 'min-h-11 rounded-md px-5 text-sm font-semibold';
  return (
    <div className="filters">
      <input
        ref={toggle}
        id={toggleId}
        type="checkbox"
        aria-label={`Filter & sort${active ? ` (${active} on)` : ''}`}
        className="filters-toggle peer sr-only min-[769px]:hidden"
      />
      <label
        htmlFor={toggleId}
        className={`${button} flex cursor-pointer items-center justify-center border border-line bg-surface text-ink peer-focus-visible:outline-3 peer-focus-visible:outline-accent min-[769px]:hidden`}
      >
        Filter &amp; sort{active ? ` (${active})` : ''}
      </label>
      <label htmlFor={toggleId} aria-hidden="true" className="filters-backdrop" />
      <form
        action={action}
        method="get"
        onSubmit={submit}
        aria-label="Sort and filter products"
        className="filters-panel grid-cols-2 items-end gap-3 rounded-xl border border-line bg-surface p-4 max-[768px]:rounded-b-none min-[769px]:flex min-[769px]:flex-wrap min-[769px]:items-end"
      >
        <div className="col-span-2 flex items-center justify-between min-[769px]:hidden">
          <p className="font-display text-lg text-ink">Sort and filter</p>
          <label
            htmlFor={toggleId}
            className={`${button} flex cursor-pointer items-center text-brand`}
          >
            Close
          </label>
        </div>
        {keep
          .filter(([name]) => !(fields.mains && name === 'main'))
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        <FilterFields idPrefix={toggleId} {...fields} onChange={apply} />
        <div className="col-span-2 flex items-center justify-end gap-3 min-[769px]:contents">
          <button type="submit" className={`${button} bg-brand text-white min-[769px]:hidden`}>
            Show results
          </button>
          <noscript>
            <button type="submit" className={`${button} bg-brand text-white max-[768px]:hidden`}>
              Apply
            </button>
          </noscript>
        </div>
      </form>
    </div>
  );
}
