'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { ALL_SUB_CATEGORIES, findMainCategory, MAIN_CATEGORIES } from '@/lib/shared/categories';
import {
  AVAILABILITY_FILTERS,
  filtersToSearch,
  type AdminProductFilters,
} from '@/lib/shared/admin/product-filters';

const control =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20 sm:text-sm';

/**
 * Text, main category, sub category and availability, kept in the URL so a filtered list can be
 * bookmarked or shared. Works as a plain GET form without JavaScript.
 */
export function ProductFilters({ filters }: { filters: AdminProductFilters }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [q, setQ] = useState(filters.q);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  const apply = (change: Partial<AdminProductFilters>) => {
    const next = { ...filters, q, ...change, page: 1 };
    startTransition(() => router.replace(`${pathname}${filtersToSearch(next)}`, { scroll: false }));
  };

  useEffect(() => () => clearTimeout(debounce.current), []);

  const subs = filters.main
    ? ((findMainCategory(filters.main)?.subs ?? []) as readonly string[])
    : [...ALL_SUB_CATEGORIES].sort((a, b) => a.localeCompare(b));
  const active = Boolean(filters.q || filters.main || filters.sub || filters.availability);

  return (
    <form
      role="search"
      aria-label="Filter products"
      action={pathname}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(debounce.current);
        apply({});
      }}
      aria-busy={pending || undefined}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <label className="col-span-2 text-sm font-medium lg:col-span-1">
        Search
        <input
          type="search"
          name="q"
          value={q}
          placeholder="Name, brand, colour or #id"
          onChange={(e) => {
            const value = e.target.value;
            setQ(value);
            clearTimeout(debounce.current);
            debounce.current = setTimeout(() => apply({ q: value }), 350);
          }}
          className={control}
        />
      </label>
      <label className="text-sm font-medium">
        Main category
        <select
          name="main"
          value={filters.main}
          // A sub category only makes sense within its main category: reset it with the main.
          onChange={(e) => apply({ main: e.target.value, sub: '' })}
          className={control}
        >
          <option value="">All</option>
          {MAIN_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Sub category
        <select
          name="sub"
          value={filters.sub}
          onChange={(e) => apply({ sub: e.target.value })}
          className={control}
        >
          <option value="">All</option>
          {subs.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="col-span-2 text-sm font-medium sm:col-span-1">
        Availability
        <select
          name="availability"
          value={filters.availability}
          onChange={(e) =>
            apply({ availability: e.target.value as AdminProductFilters['availability'] })
          }
          className={control}
        >
          <option value="">All</option>
          {AVAILABILITY_FILTERS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      </label>
      <div className="col-span-2 flex gap-2 empty:hidden sm:col-span-1 sm:items-end lg:col-span-1">
        <button type="submit" className="sr-only">
          Apply filters
        </button>
        {active && (
          <button
            type="button"
            onClick={() => {
              setQ('');
              startTransition(() => router.replace(pathname, { scroll: false }));
            }}
            className="w-full rounded-lg border border-line px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-canvas lg:w-auto"
          >
            Clear filters
          </button>
        )}
      </div>
    </form>
  );
}
