// The admin's stock per size: what the add/edit form sends and checks, and the
// list's optimistic ±1.
import { describe, expect, it } from 'vitest';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import {
  countOf,
  emptyProductValues,
  perSizeStockInUse,
  productWireFields,
  sizeStockJson,
  sizeStockTotal,
  tickedSizes,
  toFormData,
  valuesFromProduct,
  type ProductFormValues,
} from '@/lib/shared/admin/product-form-values';
import { withSizeChange } from '@/lib/shared/admin/size-stock-change';
import { productFormResolver } from '@/components/admin/product-form-resolver';
import type { Product } from '@/lib/shared/product';

const shirt: ProductFormValues = {
  ...emptyProductValues,
  name: 'Linen shirt',
  main_category: 'mens',
  sub_category: 'Shirt',
  price: '999',
};

const product = (overrides: Partial<Product>): Product => ({
  id: 4,
  name: 'Kurta',
  price: '999.00',
  brand: '',
  material: '',
  modelName: '',
  cottonPercentage: null,
  color: '',
  sizes: ['S', 'M', 'L'],
  footwearSizes: [],
  weight: '',
  description: '',
  mainCategory: 'weddinghub',
  subCategory: 'Kurthas',
  available: true,
  stock: 7,
  sizeStock: [
    { size: 'S', stock: 2 },
    { size: 'M', stock: 0 },
    { size: 'L', stock: 5 },
  ],
  inStock: true,
  images: [],
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

describe('per-size counts in the form', () => {
  it('lists the ticked sizes in size order, clothing then footwear', () => {
    expect(tickedSizes({ size: ['XL', 'S'], footwear_size: ['10', '7'] })).toEqual([
      'S',
      'XL',
      '7',
      '10',
    ]);
  });

  it('reads whole numbers only; blank is 0', () => {
    expect(countOf(' 4 ')).toBe(4);
    expect(countOf('')).toBe(0);
    for (const bad of ['-1', '1.5', '1e3', 'two', '1000001']) expect(countOf(bad)).toBeNull();
  });

  it('sums and sends only the ticked sizes, blanks as 0, in size order', () => {
    const values = {
      ...shirt,
      size: ['L', 'S', 'M'],
      size_stock: { S: '2', M: '', L: '5', XL: '9' }, // XL was unticked: it no longer counts
    };
    expect(sizeStockTotal(values)).toBe(7);
    expect(sizeStockJson(values)).toBe('{"S":2,"M":0,"L":5}');
  });

  it('sends a count that is not a whole number as typed, so the schema can name it', () => {
    expect(sizeStockJson({ ...shirt, size: ['S', 'M'], size_stock: { S: '1.5', M: '1' } })).toBe(
      '{"S":"1.5","M":1}',
    );
    expect(sizeStockTotal({ ...shirt, size: ['S', 'M'], size_stock: { S: '1.5', M: '1' } })).toBe(
      1,
    );
  });
});

describe('when stock is kept per size', () => {
  it('on add: once sizes are ticked and a count is typed', () => {
    expect(perSizeStockInUse({ ...shirt, size: [] }, 'create')).toBe(false);
    expect(perSizeStockInUse({ ...shirt, size: ['S', 'M'] }, 'create')).toBe(false);
    expect(
      perSizeStockInUse({ ...shirt, size: ['S', 'M'], size_stock: { M: ' ' } }, 'create'),
    ).toBe(false);
    expect(
      perSizeStockInUse({ ...shirt, size: ['S', 'M'], size_stock: { M: '0' } }, 'create'),
    ).toBe(true);
    // A count for a size no longer ticked does not count.
    expect(perSizeStockInUse({ ...shirt, size: ['S'], size_stock: { M: '3' } }, 'create')).toBe(
      false,
    );
  });

  it('on edit: when the product is (or is to be) tracked per size and has sizes', () => {
    const tracked = valuesFromProduct(product({}));
    expect(perSizeStockInUse(tracked, 'edit')).toBe(true);
    expect(perSizeStockInUse({ ...tracked, size: [] }, 'edit')).toBe(false);
    const untracked = valuesFromProduct(product({ sizeStock: null }));
    expect(perSizeStockInUse(untracked, 'edit')).toBe(false);
    expect(perSizeStockInUse({ ...untracked, track_sizes: true }, 'edit')).toBe(true);
  });

  it('fills the edit form with the counts, or nothing when not tracked per size', () => {
    expect(valuesFromProduct(product({}))).toMatchObject({
      size_stock: { S: '2', M: '0', L: '5' },
      track_sizes: true,
      stock: '7',
    });
    expect(valuesFromProduct(product({ sizeStock: null }))).toMatchObject({
      size_stock: {},
      track_sizes: false,
    });
  });
});

describe('what a save sends', () => {
  it('add with counts: size_stock as JSON and stock as their sum', () => {
    const form = toFormData(
      { ...shirt, size: ['S', 'M'], stock: '40', size_stock: { S: '2', M: '5' } },
      'create',
      [],
    );
    expect(form.get('size_stock')).toBe('{"S":2,"M":5}');
    expect(form.get('stock')).toBe('7');
  });

  it('add with sizes but no counts: the typed total, no size_stock (as before sizes had stock)', () => {
    const form = toFormData({ ...shirt, size: ['S', 'M'], stock: '7' }, 'create', []);
    expect(form.has('size_stock')).toBe(false);
    expect(form.get('stock')).toBe('7');
    expect(form.get('size')).toBe('S,M');
  });

  it('never sends the form-only fields', () => {
    const fields = productWireFields({ ...shirt, size: ['S'], size_stock: { S: '1' } }, 'create');
    expect(fields).not.toHaveProperty('track_sizes');
    expect(Object.values(fields).every((v) => typeof v === 'string')).toBe(true);
  });

  it('edit: no stock ever; size_stock only when a count changed or tracking started', () => {
    const initial = valuesFromProduct(product({}));
    const renamed = toFormData({ ...initial, name: 'Renamed' }, 'edit', [], [], initial);
    expect(renamed.has('size_stock')).toBe(false); // the list's ±1 meanwhile is not undone
    expect(renamed.has('stock')).toBe(false);

    const counted = toFormData(
      { ...initial, size_stock: { ...initial.size_stock, M: '3' } },
      'edit',
      [],
      [],
      initial,
    );
    expect(counted.get('size_stock')).toBe('{"S":2,"M":3,"L":5}');
    expect(counted.has('stock')).toBe(false);

    // A newly ticked size left blank is 0 either way: the server adds it with 0 itself.
    const widened = toFormData(
      { ...initial, size: ['S', 'M', 'L', 'XL'] },
      'edit',
      [],
      [],
      initial,
    );
    expect(widened.has('size_stock')).toBe(false);
    expect(widened.get('size')).toBe('S,M,L,XL');

    const untracked = valuesFromProduct(product({ sizeStock: null }));
    const started = toFormData(
      { ...untracked, track_sizes: true, size_stock: { S: '1', L: '2' } },
      'edit',
      [],
      [],
      untracked,
    );
    expect(started.get('size_stock')).toBe('{"S":1,"M":0,"L":2}');
    const notStarted = toFormData({ ...untracked, name: 'x' }, 'edit', [], [], untracked);
    expect(notStarted.has('size_stock')).toBe(false);
  });
});

describe('the form check (the shared zod schema over what is sent)', () => {
  const options = {
    fields: {},
    shouldUseNativeValidation: false,
  } as unknown as ResolverOptions<ProductFormValues>;
  const check = (values: ProductFormValues, mode: 'create' | 'edit') =>
    productFormResolver(mode)(values, undefined, options);
  const messages = (errors: FieldValues) =>
    Object.fromEntries(
      Object.entries(errors).map(([k, v]) => [k, (v as { message?: string }).message]),
    );

  it('names a bad count under size_stock, in the schema’s words', async () => {
    const result = await check(
      { ...shirt, size: ['S', 'M'], size_stock: { S: '2', M: '-1' } },
      'create',
    );
    expect(messages(result.errors)).toEqual({
      size_stock: 'Size stock for "M" must be a whole number from 0 to 1000000.',
    });
  });

  it('does not ask for a total when the sizes give it, and passes the form values on', async () => {
    const values = { ...shirt, size: ['S', 'M'], stock: '', size_stock: { S: '2', M: '' } };
    const result = await check(values, 'create');
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });

  it('still asks for the total without per-size counts (the message of docs/product.md §5)', async () => {
    const result = await check({ ...shirt, size: ['S'], stock: '' }, 'create');
    expect(messages(result.errors)).toEqual({
      stock: 'Stock must be a number (0 or greater)',
    });
  });

  it('checks the counts on edit when tracking per size', async () => {
    const initial = valuesFromProduct(product({}));
    const bad = await check(
      { ...initial, size_stock: { ...initial.size_stock, L: '2.5' } },
      'edit',
    );
    expect(messages(bad.errors)).toEqual({
      size_stock: 'Size stock for "L" must be a whole number from 0 to 1000000.',
    });
    expect((await check(initial, 'edit')).errors).toEqual({});
  });
});

describe('the list’s ±1 (optimistic)', () => {
  const row = {
    stock: 7,
    sizeStock: [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 0 },
      { size: 'L', stock: 5 },
    ],
  };

  it('changes the size and the total together', () => {
    expect(withSizeChange(row, { size: 'M', delta: 1 })).toEqual({
      stock: 8,
      sizeStock: [
        { size: 'S', stock: 2 },
        { size: 'M', stock: 1 },
        { size: 'L', stock: 5 },
      ],
    });
    expect(withSizeChange(row, { size: 'L', delta: -1 }).stock).toBe(6);
    expect(row.sizeStock[1]!.stock).toBe(0); // the stored row is left as it was
  });

  it('never shows less than 0, and leaves untracked sizes and products alone', () => {
    expect(withSizeChange(row, { size: 'M', delta: -1 })).toEqual(row);
    expect(withSizeChange(row, { size: 'XL', delta: 1 })).toBe(row);
    const untracked = { stock: 4, sizeStock: null };
    expect(withSizeChange(untracked, { size: 'S', delta: 1 })).toBe(untracked);
  });
});
