import type { ChangeEvent, ReactNode } from 'react';
import type {
  Facet,
  Facets,
  ListingFilters,
  ListingSort,
} from '@/lib/shared/search/listing-params';
import { PRICE_BANDS, priceParam, readPriceParam } from '@/lib/shared/search/listing-params';
import { priceLabel, sizeLabel, SORT_LABELS } from '@/lib/shared/search/filter-labels';

// The fields of a listing's filter form (product-filters.tsx), the same in the bar and the sheet.

export interface FilterFieldsProps {
  /** Prefix of the fields' ids: the bar and the sheet are both on the page. */
  idPrefix: string;
  filters: ListingFilters;
  sort: ListingSort;
  sorts: readonly ListingSort[];
  facets: Facets;
  /** The all-products page's main category choice. */
  mains?: { value: string; label: string }[];
  main?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => void;
}

const control =
  'min-h-11 w-full rounded-md border border-line bg-surface px-3 text-sm text-ink focus:border-brand';
const labelStyle = 'flex min-w-36 flex-1 flex-col gap-1 text-xs font-semibold text-muted';

/** A chosen value that the facets no longer list still shows as chosen. */
function withChosen(facets: Facet[], chosen: string | undefined): Facet[] {
  if (!chosen || facets.some((f) => f.value.toLowerCase() === chosen.toLowerCase())) return facets;
  return [{ value: chosen, count: 0 }, ...facets];
}

function Field({
  id,
  label,
  children,
  wide,
}: {
  id: string;
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? `${labelStyle} min-w-44` : labelStyle}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export function FilterFields(props: FilterFieldsProps) {
  const { idPrefix: p, filters, facets, onChange } = props;
  const kinds = withChosen(facets.kinds, filters.kind);
  const colours = withChosen(facets.colours, filters.colour).slice(0, 30);
  const sizes =
    filters.size && !facets.sizes.includes(filters.size)
      ? [filters.size, ...facets.sizes]
      : facets.sizes;
  const price = priceParam(filters.price) ?? '';
  const bands =
    PRICE_BANDS.includes(price as (typeof PRICE_BANDS)[number]) || !price
      ? PRICE_BANDS
      : [price, ...PRICE_BANDS];
  const chosen = (value: string | undefined) => value?.toLowerCase() ?? '';
  return (
    <>
      {props.mains ? (
        <Field id={`${p}-main`} label="Category">
          <select
            id={`${p}-main`}
            name="main"
            defaultValue={props.main ?? ''}
            onChange={onChange}
            className={control}
          >
            <option value="">All categories</option>
            {props.mains.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {kinds.length > 1 || filters.kind ? (
        <Field id={`${p}-kind`} label="Kind">
          <select
            id={`${p}-kind`}
            name="kind"
            defaultValue={chosen(filters.kind)}
            onChange={onChange}
            className={control}
          >
            <option value="">Every kind</option>
            {kinds.map((k) => (
              <option key={k.value} value={k.value.toLowerCase()}>
                {k.count ? `${k.value} (${k.count})` : k.value}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field id={`${p}-size`} label="Size in stock">
        <select
          id={`${p}-size`}
          name="size"
          defaultValue={filters.size ?? ''}
          onChange={onChange}
          className={control}
        >
          <option value="">Any size</option>
          {sizes.map((s) => (
            <option key={s} value={s}>
              {sizeLabel(s)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${p}-price`} label="Price">
        <select
          id={`${p}-price`}
          name="price"
          defaultValue={price}
          onChange={onChange}
          className={control}
        >
          <option value="">Any price</option>
          {bands.map((band) => (
            <option key={band} value={band}>
              {priceLabel(readPriceParam(band) ?? {})}
            </option>
          ))}
        </select>
      </Field>
      {colours.length > 1 || filters.colour ? (
        <Field id={`${p}-colour`} label="Colour">
          <select
            id={`${p}-colour`}
            name="colour"
            defaultValue={chosen(filters.colour)}
            onChange={onChange}
            className={control}
          >
            <option value="">Any colour</option>
            {colours.map((c) => (
              <option key={c.value} value={c.value.toLowerCase()}>
                {c.count ? `${c.value} (${c.count})` : c.value}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field id={`${p}-sort`} label="Sort by" wide>
        <select
          id={`${p}-sort`}
          name="sort"
          defaultValue={props.sort}
          onChange={onChange}
          className={control}
        >
          {props.sorts.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <label className="flex min-h-11 shrink-0 items-center gap-2 self-end text-sm font-medium text-ink">
        <input
          type="checkbox"
          name="stock"
          value="1"
          defaultChecked={filters.inStock ?? false}
          onChange={onChange}
          className="size-5 accent-brand"
        />
        In stock only
      </label>
    </>
  );
}
