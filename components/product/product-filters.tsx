'use client';

import Form from 'next/form';
import Link from 'next/link';
import type { ChangeEvent } from 'react';

export interface FilterState {
  main: string;
  size: string;
  inStock: boolean;
  sort: string;
}

interface ProductFiltersProps {
  state: FilterState;
  mains: { value: string; label: string }[];
  sizes: string[];
  footwearSizes: string[];
  /** Shown when any filter is on. */
  clearHref?: string;
}

const control =
  'min-h-11 w-full rounded-md border border-line bg-surface px-3 text-sm text-ink focus:border-brand';

/**
 * Sort and filters as a GET form, so the choice lives in the URL (shareable, back button works).
 * Changing a field applies it at once; without JavaScript the Apply button does.
 */
export function ProductFilters({
  state,
  mains,
  sizes,
  footwearSizes,
  clearHref,
}: ProductFiltersProps) {
  const apply = (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    event.currentTarget.form?.requestSubmit();

  return (
    <Form
      action="/all-products"
      scroll={false}
      className="grid grid-cols-2 items-end gap-3 rounded-xl border border-line bg-surface p-4 md:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto]"
      aria-label="Sort and filter products"
    >
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        Category
        <select name="main" defaultValue={state.main} onChange={apply} className={control}>
          <option value="">All categories</option>
          {mains.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
        Size
        <select name="size" defaultValue={state.size} onChange={apply} className={control}>
          <option value="">Any size</option>
          <optgroup label="Clothing">
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </optgroup>
          <optgroup label="Footwear (UK)">
            {footwearSizes.map((s) => (
              <option key={s} value={s}>{`UK ${s}`}</option>
            ))}
          </optgroup>
        </select>
      </label>
      <label className="col-span-2 flex flex-col gap-1 text-xs font-semibold text-muted md:col-span-1">
        Sort by
        <select name="sort" defaultValue={state.sort} onChange={apply} className={control}>
          <option value="newest">Newest first</option>
          <option value="price-asc">Price: low to high</option>
          <option value="price-desc">Price: high to low</option>
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input
          type="checkbox"
          name="stock"
          value="1"
          defaultChecked={state.inStock}
          onChange={apply}
          className="size-5 accent-brand"
        />
        In stock only
      </label>
      <div className="flex items-center justify-end gap-3">
        <noscript>
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand px-4 text-sm font-semibold text-white"
          >
            Apply
          </button>
        </noscript>
        {clearHref ? (
          <Link
            href={clearHref}
            className="text-sm font-semibold text-brand underline underline-offset-2"
          >
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
