// The add/edit form's values (all text, as typed) and how they travel to the save route.
import type { Product } from '@/lib/shared/product';
import { lastSaleDay } from '@/lib/shared/sale-days';
import { inSizeOrder } from '@/lib/shared/sizes';
import { STOCK_MAX } from '@/lib/shared/validation/size';
import { NO_BARCODES, type ProductBarcodes } from '@/lib/shared/stock/barcodes';

export interface ProductFormValues {
  name: string;
  main_category: string;
  sub_category: string;
  price: string;
  /** The sale price as typed ('' = no sale), and the sale's last day ('' = no end). */
  sale_price: string;
  sale_ends_at: string;
  brand: string;
  material: string;
  model_name: string;
  cotton_percentage: string;
  color: string;
  size: string[];
  footwear_size: string[];
  weight: string;
  description: string;
  available: boolean;
  /** Only on the add screen (docs/product.md §5: the edit screen has no stock field). */
  stock: string;
  /**
   * Count per size as typed ('' = left blank). Kept for unticked sizes too, so ticking a size
   * again brings its count back; only ticked sizes are shown, summed and sent.
   */
  size_stock: Record<string, string>;
  /**
   * Edit screen: stock is kept per size (the product already was, or the owner chose "Track
   * stock per size"). The add screen decides from the counts instead (perSizeStockInUse).
   */
  track_sizes: boolean;
  /** "Runs small: take one size up", or ''. */
  fit_note: string;
  /** The product's own size chart's id, or '' for its kind's chart. */
  size_chart_id: string;
  /** "Also in": the products that are this design in other colours (ids as text). */
  colour_sibling_ids: string[];
  /** The owner's own label code for the product, as typed ('' = none). */
  barcode: string;
  /** Codes per size as typed ('' = none); sent only while stock is kept per size. */
  size_barcodes: Record<string, string>;
}

export type ProductFormMode = 'create' | 'edit';

export const emptyProductValues: ProductFormValues = {
  name: '',
  main_category: '',
  sub_category: '',
  price: '',
  sale_price: '',
  sale_ends_at: '',
  brand: '',
  material: '',
  model_name: '',
  cotton_percentage: '',
  color: '',
  size: [],
  footwear_size: [],
  weight: '',
  description: '',
  available: true,
  stock: '',
  size_stock: {},
  track_sizes: false,
  fit_note: '',
  size_chart_id: '',
  colour_sibling_ids: [],
  barcode: '',
  size_barcodes: {},
};

/** The form's values for `p`; its barcodes are read apart (they are never part of a Product). */
export function valuesFromProduct(
  p: Product,
  barcodes: ProductBarcodes = NO_BARCODES,
): ProductFormValues {
  return {
    name: p.name,
    main_category: p.mainCategory,
    sub_category: p.subCategory,
    price: p.price,
    sale_price: p.salePrice ?? '',
    sale_ends_at: lastSaleDay(p.saleEndsAt ?? null),
    brand: p.brand,
    material: p.material,
    model_name: p.modelName,
    cotton_percentage: p.cottonPercentage === null ? '' : String(p.cottonPercentage),
    color: p.color,
    size: [...p.sizes],
    footwear_size: [...p.footwearSizes],
    weight: p.weight,
    description: p.description,
    available: p.available,
    stock: String(p.stock),
    size_stock: Object.fromEntries((p.sizeStock ?? []).map((s) => [s.size, String(s.stock)])),
    track_sizes: p.sizeStock !== null,
    fit_note: p.fitNote ?? '',
    size_chart_id: p.sizeChartId ? String(p.sizeChartId) : '',
    colour_sibling_ids: (p.colourSiblings ?? []).map((s) => String(s.id)),
    barcode: barcodes.barcode ?? '',
    size_barcodes: { ...barcodes.sizeBarcodes },
  };
}

type SizeValues = Pick<ProductFormValues, 'size' | 'footwear_size' | 'size_stock' | 'track_sizes'>;

/** The ticked sizes, clothing then footwear, in size order. */
export function tickedSizes(values: Pick<ProductFormValues, 'size' | 'footwear_size'>): string[] {
  return inSizeOrder([...values.size, ...values.footwear_size]);
}

const countText = (values: SizeValues, size: string) => (values.size_stock[size] ?? '').trim();

/** A typed count as a whole number (blank is 0), or null when it is not one the shop accepts. */
export function countOf(text: string): number | null {
  const raw = text.trim();
  if (raw === '') return 0;
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n <= STOCK_MAX ? n : null;
}

/**
 * Whether the form keeps stock per size. On edit: the product is (or is about to be) tracked per
 * size and has sizes. On add: sizes are ticked and at least one count is typed; until then the
 * one total in "Stock" stands, so a total typed before ticking sizes is never dropped silently.
 */
export function perSizeStockInUse(values: SizeValues, mode: ProductFormMode): boolean {
  const sizes = tickedSizes(values);
  if (sizes.length === 0) return false;
  if (mode === 'edit') return values.track_sizes;
  return sizes.some((size) => countText(values, size) !== '');
}

/** The sum of the ticked sizes' counts (blanks count 0, counts that are not whole numbers skip). */
export function sizeStockTotal(values: SizeValues): number {
  return tickedSizes(values).reduce(
    (sum, size) => sum + (countOf(countText(values, size)) ?? 0),
    0,
  );
}

/**
 * `size_stock` as the API takes it, e.g. {"S":2,"M":0}: every ticked size, blanks as 0. A count
 * that is not a whole number goes as typed, so the shared schema names it in its message.
 */
export function sizeStockJson(values: SizeValues): string {
  const counts = tickedSizes(values).map((size) => {
    const text = countText(values, size);
    return [size, countOf(text) ?? text] as const;
  });
  return JSON.stringify(Object.fromEntries(counts));
}

/** `size_barcodes` as the API takes it, e.g. {"S":"8901234567890","M":""}: every ticked size. */
export function sizeBarcodesJson(
  values: Pick<ProductFormValues, 'size' | 'footwear_size' | 'size_barcodes'>,
): string {
  const codes = tickedSizes(values).map((size) => [size, values.size_barcodes[size] ?? '']);
  return JSON.stringify(Object.fromEntries(codes));
}

/** "Also in" as the API takes it: "[12,15]", ids in ascending order. */
export function siblingIdsJson(ids: readonly string[]): string {
  return JSON.stringify([...new Set(ids.map(Number))].sort((a, b) => a - b));
}

/** On edit, whether the counts differ from the ones the form was opened with (blank = 0). */
function countsChanged(values: SizeValues, initial: SizeValues): boolean {
  if (!initial.track_sizes) return true;
  return tickedSizes(values).some(
    (size) => (countOf(countText(values, size)) ?? NaN) !== countOf(countText(initial, size)),
  );
}

/**
 * The text fields of a save, named as the /api contract names them (docs/product.md §7); the client's zod
 * check reads the same object, so it checks exactly what is sent. With stock per size the total
 * goes as the sum (add) or not at all (edit: the server keeps the sum).
 */
export function productWireFields(
  values: ProductFormValues,
  mode: ProductFormMode,
): Record<string, string> {
  const {
    size,
    footwear_size,
    available,
    stock,
    size_stock: _counts,
    track_sizes: _tracked,
    colour_sibling_ids,
    size_barcodes: _codes,
    ...text
  } = values;
  const fields: Record<string, string> = { ...text };
  fields.colour_sibling_ids = siblingIdsJson(colour_sibling_ids);
  fields.size = size.join(',');
  fields.footwear_size = footwear_size.join(',');
  fields.available = available ? 'true' : 'false';
  const perSize = perSizeStockInUse(values, mode);
  if (perSize) fields.size_stock = sizeStockJson(values);
  // Codes per size go beside the counts per size; otherwise the stored ones stay as they are.
  if (perSize) fields.size_barcodes = sizeBarcodesJson(values);
  if (mode === 'create') fields.stock = perSize ? String(sizeStockTotal(values)) : stock;
  return fields;
}

/**
 * Multipart fields for the save route. On edit, `size_stock` goes only when the owner changed a
 * count or started tracking per size: an edit of the name must not put back counts that the
 * list's ±1 changed while the form was open (the server moves the counts along with the sizes).
 */
export function toFormData(
  values: ProductFormValues,
  mode: ProductFormMode,
  images: File[],
  removeImageIds: number[] = [],
  initial?: ProductFormValues,
): FormData {
  const form = new FormData();
  const fields = productWireFields(values, mode);
  if (
    mode === 'edit' &&
    initial &&
    fields.size_stock !== undefined &&
    !countsChanged(values, initial)
  ) {
    delete fields.size_stock;
  }
  // Only a change of "Also in" relinks: a save must not undo links made elsewhere meanwhile.
  if (
    mode === 'edit' &&
    initial &&
    fields.colour_sibling_ids === siblingIdsJson(initial.colour_sibling_ids)
  ) {
    delete fields.colour_sibling_ids;
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const file of images) form.append('images', file, file.name);
  for (const id of removeImageIds) form.append('remove_image_ids', String(id));
  return form;
}
